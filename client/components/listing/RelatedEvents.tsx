import type { EventSummaryFieldsFragment } from '../../gql/graphql';
import { EventCard } from '../card/EventCard';
import { Carousel } from '../Carousel';

/** Event cards whose images load ahead of the row's view (spec §9 lazy preload, as the object page's carousel). */
const PRELOAD_AHEAD = 10;

/**
 * The related-events section (spec §2 "Other parts"): events soonest first, as a freescroll
 * carousel of event cards whose buttons show only when the row overflows. Nothing when there are none.
 */
export function RelatedEvents({ events, title = 'Related Events' }: { events: readonly EventSummaryFieldsFragment[]; title?: string }) {
  if (!events.length) return null;
  return (
    // The carousel inside is the region named for the events (one landmark, not two of one name).
    <section className="detail-section related-events" id="related-events">
      <h2>{title}</h2>
      <Carousel freeScroll label={title} items={events} itemKey={(event) => event.id} preloadAhead={PRELOAD_AHEAD} renderItem={(event, _index, preload) => <EventCard event={event} eager={preload} />} />
    </section>
  );
}
