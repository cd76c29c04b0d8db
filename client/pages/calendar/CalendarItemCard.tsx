import { EventCard } from '../../components/card/EventCard';
import { ExhibitionCard } from '../../components/card/ExhibitionCard';
import type { CalendarItemData } from './calendarTypes';

/** An item of a calendar listing: an event's card or an exhibition's. */
export function CalendarItemCard({ item, headingLevel, eager }: { item: CalendarItemData; headingLevel: 3 | 4; eager?: boolean }) {
  return item.__typename === 'EventSummary' ? <EventCard event={item} headingLevel={headingLevel} eager={eager} /> : <ExhibitionCard exhibition={item} headingLevel={headingLevel} eager={eager} />;
}
