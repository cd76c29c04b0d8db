import type { EventSummaryFieldsFragment } from '../../gql/graphql';
import { ZoneSuffix } from '../time/ZoneSuffix';
import { Card } from './Card';
import { PlaceLine } from './PlaceLine';

/** An event's card: category, status (Canceled / Sold Out, which hides the ticket link), date, time in New York, place. */
export function EventCard({ event, headingLevel, eager }: { event: EventSummaryFieldsFragment; headingLevel?: 2 | 3 | 4; eager?: boolean }) {
  return (
    <Card
      title={event.title}
      href={event.url}
      image={event.image}
      label={event.category}
      status={event.statusLabel}
      headingLevel={headingLevel}
      eager={eager}
      meta={
        <>
          {event.dateText ? (
            <p>
              {event.dateText}
              {event.timeText ? (
                <>
                  {', '}
                  {event.timeText}
                  <ZoneSuffix />
                </>
              ) : null}
            </p>
          ) : null}
          {event.place ? (
            <p>
              <PlaceLine place={event.place} />
            </p>
          ) : null}
        </>
      }
      body={event.summary}
      tickets={event.tickets}
    />
  );
}
