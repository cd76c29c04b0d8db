import { Link } from 'react-router-dom';
import { PlaceLine } from '../../../components/card/PlaceLine';
import { BackToTop } from '../../../components/content/BackToTop';
import { ContentImage } from '../../../components/content/ContentImage';
import { RichText } from '../../../components/content/rich-text/RichText';
import { ZoneSuffix } from '../../../components/time/ZoneSuffix';
import type { PageOf } from '../pageTypes';
import { Credits, EventDates, RelatedContent, RelatedEvents, RelatedExhibitions, SearchEventsLink, TodayInCalendar } from './DetailParts';
import { DetailActionsRow } from './DetailActionsRow';
import { PageHeader } from './PageHeader';

type EventPage = PageOf<'EventPage'>;

/** The chosen date's line: date, time in New York (with " EST" for visitors elsewhere) and status. */
function ChosenDate({ occurrence }: { occurrence: NonNullable<EventPage['occurrence']> }) {
  return (
    <p className="detail-meta__date">
      {occurrence.dateText}
      {occurrence.timeText ? (
        <>
          {', '}
          {occurrence.timeText}
          <ZoneSuffix />
        </>
      ) : null}
      {occurrence.statusText ? <strong className="event-status"> {occurrence.statusText}</strong> : null}
      {occurrence.isPast && !occurrence.statusText ? <span className="event-status event-status--past"> This date has passed.</span> : null}
    </p>
  );
}

/**
 * An event's detail page (spec §2): the date chosen by `d` and `s` (or the next one), its status,
 * tickets only while the date can be booked, every upcoming date, credits and related content. A
 * chosen date that does not exist links to all dates; an event with no dates says so.
 */
export function EventView({ page, requestedDate }: { page: EventPage; requestedDate: boolean }) {
  const title = page.title ?? '';
  const chosen = page.occurrence;
  return (
    <article className="page detail detail--event">
      <PageHeader title={page.title} label={page.category}>
        <div className="detail-meta">
          {chosen ? <ChosenDate occurrence={chosen} /> : null}
          {!page.hasOccurrences ? (
            <>
              <p className="detail-meta__date" role="status">
                No dates have been scheduled for this event yet.
              </p>
              <SearchEventsLink title={title} url={page.eventsSearchUrl} />
            </>
          ) : null}
          {page.hasOccurrences && !chosen && requestedDate ? (
            <p className="detail-meta__date" role="status">
              This event does not take place at the date and time asked for. <Link to={page.path}>View all dates and times</Link>
            </p>
          ) : null}
          {page.place ? (
            <p className="detail-meta__place">
              <PlaceLine place={page.place} />
            </p>
          ) : null}
          {page.audiences.length ? <p className="detail-meta__audiences">For {page.audiences.join(', ')}</p> : null}
          {page.ticketType ? <p className="detail-meta__tickets">{page.ticketType}</p> : null}
          {page.ticketInstructions ? <p className="detail-meta__instructions">{page.ticketInstructions}</p> : null}
        </div>
      </PageHeader>
      {page.image ? <ContentImage image={page.image} eager className="page__hero" sizes="100vw" /> : null}
      <DetailActionsRow title={title} tickets={chosen?.tickets} addToCalendar={chosen?.addToCalendar} sharePath={chosen?.url ?? page.path} />
      {page.intro ? <p className="page__intro">{page.intro}</p> : null}
      <RichText blocks={page.body} under={1} />
      <EventDates occurrences={page.upcomingOccurrences} chosenId={chosen?.id} />
      <Credits groups={page.credits} />
      <RelatedContent items={page.relatedSeries} title="Event Series" id="related-series" />
      <RelatedExhibitions exhibitions={page.relatedExhibitions} />
      <RelatedEvents events={page.relatedEvents} title="More Events" />
      <TodayInCalendar kind="events" />
      <BackToTop />
    </article>
  );
}
