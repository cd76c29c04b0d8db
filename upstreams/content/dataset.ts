import type { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';
import { collectionObjectGroups, webPackages } from './authored/collections';
import { editorialChecks } from './authored/editorial-checks';
import { locations } from './authored/locations';
import { menus } from './authored/menus';
import { pages } from './authored/pages';
import { resources } from './authored/resources';
import { siteSettings } from './authored/settings';
import { threadsOfLight } from './authored/threads-of-light';
import type { ContentDocument } from './documents';
import { alerts } from './generated/alerts';
import { carouselSlides } from './generated/carousel';
import { eventSeries, events } from './generated/events';
import { exhibitions } from './generated/exhibitions';

/**
 * Every document of the sample `production` dataset, drafts included (the API hides them without
 * the preview token). Deterministic: the same `now` always gives the same documents.
 */
export function buildContentDataset(now: DateTime): ContentDocument[] {
  const clock = now.setZone(MUSEUM_ZONE);
  const allExhibitions = exhibitions(clock);
  return [
    siteSettings(clock),
    ...locations(clock),
    ...menus(clock),
    ...alerts(clock),
    ...pages(clock),
    ...resources(clock),
    ...webPackages(clock),
    ...collectionObjectGroups(clock),
    ...allExhibitions,
    ...eventSeries(clock),
    ...events(clock, allExhibitions),
    ...carouselSlides(clock, allExhibitions),
    ...threadsOfLight(clock),
    ...editorialChecks(clock),
  ];
}
