import type { EventSummaryFieldsFragment } from '../../gql/graphql';
import { DeferredHydration } from '../deferred/DeferredHydration';
import { lazyPart } from '../deferred/lazyPart';

/** The carousel's code (and its cards'): loaded when the section is hydrated. */
const RelatedEventsRow = lazyPart(() => import('./RelatedEventsRow').then((m) => m.RelatedEventsRow));

/**
 * The related-events section (spec §2 "Other parts"): events soonest first, as a freescroll
 * carousel of event cards. Below the article, it hydrates when the visitor nears it or, at the
 * latest, once the page has loaded (when the carousel's preload window loads). Nothing when there are none.
 */
export function RelatedEvents({ events, title = 'Related Events' }: { events: readonly EventSummaryFieldsFragment[]; title?: string }) {
  if (!events.length) return null;
  return (
    // The carousel inside is the region named for the events (one landmark, not two of one name).
    <DeferredHydration as="section" className="detail-section related-events" id="related-events" afterLoad>
      <h2>{title}</h2>
      <RelatedEventsRow events={events} title={title} />
    </DeferredHydration>
  );
}
