import type { EventSummaryFieldsFragment } from '../../gql/graphql';
import { EventCard } from '../card/EventCard';
import { Carousel } from '../Carousel';

/** Event cards whose images load ahead of the row's view (spec §9 lazy preload, as the object page's carousel). */
const PRELOAD_AHEAD = 10;

/** Related events as a freescroll carousel of event cards whose buttons show only when the row overflows; the carousel is the region named `title`. */
export function RelatedEventsRow({ events, title }: { events: readonly EventSummaryFieldsFragment[]; title: string }) {
  return <Carousel freeScroll label={title} items={events} itemKey={(event) => event.id} preloadAhead={PRELOAD_AHEAD} renderItem={(event, _index, preload) => <EventCard event={event} eager={preload} />} />;
}
