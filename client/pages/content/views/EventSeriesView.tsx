import { PlaceLine } from '../../../components/card/PlaceLine';
import { BackToTop } from '../../../components/content/BackToTop';
import { ContentImage } from '../../../components/content/ContentImage';
import { RichText } from '../../../components/content/rich-text/RichText';
import type { PageOf } from '../pageTypes';
import { RelatedEvents, SearchEventsLink, TodayInCalendar } from './DetailParts';
import { DetailActionsRow } from './DetailActionsRow';
import { PageHeader } from './PageHeader';

/**
 * An event series' detail page: what it is and its upcoming events. Like exhibition and event pages
 * it offers its next date to add to a calendar (the series has no date of its own), its place with
 * the online click icon, and Back to top.
 */
export function EventSeriesView({ page }: { page: PageOf<'EventSeriesPage'> }) {
  const next = page.nextDate;
  return (
    <article className="page detail detail--event-series">
      <PageHeader title={page.title} label={page.category ?? 'Event Series'}>
        <div className="detail-meta">
          {page.place ? (
            <p className="detail-meta__place">
              <PlaceLine place={page.place} />
            </p>
          ) : null}
          {page.audiences.length ? <p className="detail-meta__audiences">For {page.audiences.join(', ')}</p> : null}
        </div>
      </PageHeader>
      {page.image ? <ContentImage image={page.image} eager className="page__hero" sizes="100vw" /> : null}
      <DetailActionsRow
        title={page.title ?? ''}
        addToCalendar={next ? page.addToCalendar : null}
        addToCalendarTitle={next ? [next.title, next.dateText, next.timeText].filter(Boolean).join(', ') : undefined}
        sharePath={page.path}
      />
      {page.intro ? <p className="page__intro">{page.intro}</p> : null}
      <RichText blocks={page.body} under={1} />
      {page.relatedEvents.length ? (
        <RelatedEvents events={page.relatedEvents} title="Upcoming Events" />
      ) : (
        <>
          <p>No events of this series are scheduled at the moment.</p>
          <SearchEventsLink title={page.title ?? ''} url={page.eventsSearchUrl} />
        </>
      )}
      <TodayInCalendar kind="events" />
      <BackToTop />
    </article>
  );
}
