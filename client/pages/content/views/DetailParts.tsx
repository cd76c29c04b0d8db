import type { ReactNode } from 'react';
import { DeferredHydration } from '../../../components/deferred/DeferredHydration';
import { lazyPart } from '../../../components/deferred/lazyPart';
import type { ArtworkCardFieldsFragment, CreditGroupFieldsFragment, ExhibitionSummaryFieldsFragment, ImageFieldsFragment, RelatedItemFieldsFragment } from '../../../gql/graphql';
import { SiteLink } from '../../../components/links/SiteLink';
import type { PageOf } from '../pageTypes';

/** The related-events section: the shared freescroll carousel of event cards. */
export { RelatedEvents } from '../../../components/listing/RelatedEvents';

// The lists below the article: their code loads when the first of them is hydrated.
const lists = () => import('./DetailLists');
const ArtworkGrid = lazyPart(() => lists().then((m) => m.ArtworkGrid));
const CreditList = lazyPart(() => lists().then((m) => m.CreditList));
const RelatedItemGrid = lazyPart(() => lists().then((m) => m.RelatedItemGrid));
const ExhibitionGrid = lazyPart(() => lists().then((m) => m.ExhibitionGrid));
const DateList = lazyPart(() => lists().then((m) => m.DateList));
const GalleryView = lazyPart(() => import('../../../components/content/sections/GalleryView').then((m) => m.GalleryView));

/** A titled part of a detail page, with its anchor. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // Below the article: hydrated (its code loaded first) when the visitor nears it.
  return (
    <DeferredHydration as="section" className="detail-section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </DeferredHydration>
  );
}

/** An exhibition's artworks ("In the Exhibition"). */
export function Artworks({ artworks }: { artworks: readonly ArtworkCardFieldsFragment[] }) {
  if (!artworks.length) return null;
  return (
    <DetailSection id="artworks" title="In the Exhibition">
      <ArtworkGrid artworks={artworks} />
    </DetailSection>
  );
}

type Gallery = { key: string; title?: string | null; images: readonly ImageFieldsFragment[]; galleryStyle: string; showCaptions: boolean };

/** An exhibition's galleries, each a section of its own. */
export function Galleries({ galleries }: { galleries: readonly Gallery[] }) {
  return galleries.map((gallery) => (
    <DetailSection key={gallery.key} id={`gallery-${gallery.key}`} title={gallery.title ?? 'Gallery'}>
      <GalleryView images={gallery.images} galleryStyle={gallery.galleryStyle} showCaptions={gallery.showCaptions} />
    </DetailSection>
  ));
}

/** Credit groups: artists, curators, organizers, sponsors, speakers, each under its heading. */
export function Credits({ groups }: { groups: readonly CreditGroupFieldsFragment[] }) {
  return groups.map((group) => (
    <DetailSection key={group.kind} id={`credits-${group.kind}`} title={group.title}>
      <CreditList group={group} />
    </DetailSection>
  ));
}

/** Related content cards. */
export function RelatedContent({ items, title = 'Related Content', id = 'related-content' }: { items: readonly RelatedItemFieldsFragment[]; title?: string; id?: string }) {
  if (!items.length) return null;
  return (
    <DetailSection id={id} title={title}>
      <RelatedItemGrid items={items} />
    </DetailSection>
  );
}

/** An event's related exhibitions. */
export function RelatedExhibitions({ exhibitions }: { exhibitions: readonly ExhibitionSummaryFieldsFragment[] }) {
  if (!exhibitions.length) return null;
  return (
    <DetailSection id="related-exhibitions" title="Related Exhibitions">
      <ExhibitionGrid exhibitions={exhibitions} />
    </DetailSection>
  );
}

type EventPage = PageOf<'EventPage'>;

/** An event's upcoming dates ("Dates and Times"), when there are others than the one shown. */
export function EventDates({ occurrences, chosenId }: { occurrences: EventPage['upcomingOccurrences']; chosenId: string | undefined }) {
  if (occurrences.length === 0 || (occurrences.length === 1 && occurrences[0]?.id === chosenId)) return null;
  return (
    <DetailSection id="dates" title="Dates and Times">
      <DateList occurrences={occurrences} chosenId={chosenId} />
    </DetailSection>
  );
}

/** Today's listings in the calendar, among the links the spec's pages use (§2): where a detail page's visitor goes on. */
const TODAY_IN_CALENDAR = {
  exhibitions: { to: '/calendar/today/exhibitions#listing', text: 'See all exhibitions on view today' },
  events: { to: '/calendar/today/talks+tours+performances+hands-on-activities+social/#listing', text: 'See today’s talks, tours, performances and more' },
} as const;

/** A link to today's exhibitions, or today's talks, tours and other events, in the calendar. */
export function TodayInCalendar({ kind }: { kind: keyof typeof TODAY_IN_CALENDAR }) {
  const { to, text } = TODAY_IN_CALENDAR[kind];
  return (
    <p className="detail-today">
      <SiteLink to={to}>{text}</SiteLink>
    </p>
  );
}

/** Where to look when an event or a series has no dates: the events search for its title (spec §2 `/search/events?q=…`). */
export function SearchEventsLink({ title, url }: { title: string; url: string }) {
  return (
    <p className="detail-search">
      <SiteLink to={url}>Search events for “{title}”</SiteLink>
    </p>
  );
}
