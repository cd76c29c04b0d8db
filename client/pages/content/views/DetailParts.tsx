import type { ReactNode } from 'react';
import { DeferredHydration } from '../../../components/deferred/DeferredHydration';
import type { CreditGroupFieldsFragment, RelatedItemFieldsFragment } from '../../../gql/graphql';
import { ContentImage } from '../../../components/content/ContentImage';
import { RelatedItemCard, relatedItemKey } from '../../../components/content/RelatedItemCard';
import { SiteLink } from '../../../components/links/SiteLink';

/** The related-events section: the shared freescroll carousel of event cards. */
export { RelatedEvents } from '../../../components/listing/RelatedEvents';

/** A titled part of a detail page, with its anchor. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  // Below the article: hydrated when the visitor nears it.
  return (
    <DeferredHydration as="section" className="detail-section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </DeferredHydration>
  );
}

/** Credit groups: artists, curators, organizers, sponsors, speakers, each under its heading; a picture with its caption (spec §3 artist block). */
export function Credits({ groups }: { groups: readonly CreditGroupFieldsFragment[] }) {
  return groups.map((group) => (
    <DetailSection key={group.kind} id={`credits-${group.kind}`} title={group.title}>
      <ul className={`credits credits--${group.kind}`}>
        {group.credits.map((credit) => (
          <li key={credit.key} className="credit">
            {credit.image ? <ContentImage image={credit.image} sizes="8rem" className="credit__image" withCaption /> : null}
            <div>
              <p className="credit__name">{credit.name}</p>
              {credit.body ? <p className="credit__body">{credit.body}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </DetailSection>
  ));
}

/** Related content cards. */
export function RelatedContent({ items, title = 'Related Content', id = 'related-content' }: { items: readonly RelatedItemFieldsFragment[]; title?: string; id?: string }) {
  if (!items.length) return null;
  return (
    <DetailSection id={id} title={title}>
      <ul className="card-list card-list--grid">
        {items.map((item) => (
          <li key={relatedItemKey(item)}>
            <RelatedItemCard item={item} />
          </li>
        ))}
      </ul>
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
