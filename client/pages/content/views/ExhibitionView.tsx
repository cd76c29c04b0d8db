import { BackToTop } from '../../../components/content/BackToTop';
import { ContentImage } from '../../../components/content/ContentImage';
import { RichText } from '../../../components/content/rich-text/RichText';
import { CalloutCard } from '../../../components/content/sections/CalloutCard';
import { PlaceLine } from '../../../components/card/PlaceLine';
import type { PageOf } from '../pageTypes';
import { Artworks, Credits, Galleries, RelatedContent, RelatedEvents, TodayInCalendar } from './DetailParts';
import { DetailActionsRow } from './DetailActionsRow';
import { PageHeader } from './PageHeader';

/** An exhibition's detail page (spec §2): label and dates for today, tickets until it closes, credits, galleries, related events and content. */
export function ExhibitionView({ page }: { page: PageOf<'ExhibitionPage'> }) {
  const title = page.title ?? '';
  return (
    <article className="page detail detail--exhibition">
      <PageHeader title={page.title} label={page.label}>
        <div className="detail-meta">
          {page.dateText ? <p className="detail-meta__date">{page.dateText}</p> : null}
          {page.openingText ? <p className="detail-meta__opening">{page.openingText}</p> : null}
          {page.place ? (
            <p className="detail-meta__place">
              <PlaceLine place={page.place} />
            </p>
          ) : null}
          {page.ticketType ? <p className="detail-meta__tickets">{page.ticketType}</p> : null}
        </div>
      </PageHeader>
      {page.image ? <ContentImage image={page.image} eager className="page__hero" sizes="100vw" /> : null}
      <DetailActionsRow title={title} tickets={page.tickets} addToCalendar={page.addToCalendar} sharePath={page.path} />
      {page.intro ? <p className="page__intro">{page.intro}</p> : null}
      <RichText blocks={page.body} under={1} />
      <Artworks artworks={page.artworks} />
      <Galleries galleries={page.galleries} />
      <Credits groups={page.credits} />
      <RelatedEvents events={page.relatedEvents} />
      <RelatedContent items={page.relatedContent} />
      {page.promotion ? (
        <aside className="detail-promotion" aria-label="Promotion">
          <CalloutCard callout={page.promotion} headingLevel={2} />
        </aside>
      ) : null}
      <TodayInCalendar kind="exhibitions" />
      <BackToTop />
    </article>
  );
}
