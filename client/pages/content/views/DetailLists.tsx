import { Link } from 'react-router-dom';
import { ExhibitionCard } from '../../../components/card/ExhibitionCard';
import { ArtworkCard } from '../../../components/content/ArtworkCard';
import { ContentImage } from '../../../components/content/ContentImage';
import { DEFAULT_LOAD_MORE_STEP } from '../../../components/content/loadMore';
import { LoadMoreList } from '../../../components/content/LoadMoreList';
import { RelatedItemCard, relatedItemKey } from '../../../components/content/RelatedItemCard';
import type { ArtworkCardFieldsFragment, CreditGroupFieldsFragment, ExhibitionSummaryFieldsFragment, RelatedItemFieldsFragment } from '../../../gql/graphql';
import type { PageOf } from '../pageTypes';

// What a detail page's sections below the article list: a chunk loaded when the first of them is
// hydrated (DetailParts.tsx), not with the page.

/** An exhibition's artworks. */
export function ArtworkGrid({ artworks }: { artworks: readonly ArtworkCardFieldsFragment[] }) {
  return (
    <ul className="card-list card-list--grid">
      {artworks.map((artwork) => (
        <li key={artwork.id}>
          <ArtworkCard artwork={artwork} />
        </li>
      ))}
    </ul>
  );
}

/** One credit group's people: a picture with its caption, name and text (spec §3 artist block). */
export function CreditList({ group }: { group: CreditGroupFieldsFragment }) {
  return (
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
  );
}

/** Related content cards. */
export function RelatedItemGrid({ items }: { items: readonly RelatedItemFieldsFragment[] }) {
  return (
    <ul className="card-list card-list--grid">
      {items.map((item) => (
        <li key={relatedItemKey(item)}>
          <RelatedItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Exhibition cards (an event's related exhibitions). */
export function ExhibitionGrid({ exhibitions }: { exhibitions: readonly ExhibitionSummaryFieldsFragment[] }) {
  return (
    <ul className="card-list card-list--grid">
      {exhibitions.map((exhibition) => (
        <li key={exhibition.id}>
          <ExhibitionCard exhibition={exhibition} />
        </li>
      ))}
    </ul>
  );
}

type Occurrence = PageOf<'EventPage'>['upcomingOccurrences'][number];

/** An event's upcoming dates, a step at a time, the chosen one marked current. */
export function DateList({ occurrences, chosenId }: { occurrences: readonly Occurrence[]; chosenId: string | undefined }) {
  return (
    <LoadMoreList
      items={occurrences}
      step={DEFAULT_LOAD_MORE_STEP}
      itemKey={(occurrence) => occurrence.id}
      className="event-dates"
      noun="dates"
      renderItem={(occurrence) => (
        <Link to={occurrence.url} aria-current={occurrence.id === chosenId ? 'true' : undefined}>
          {occurrence.dateText}
          {occurrence.timeText ? `, ${occurrence.timeText}` : null}
          {occurrence.statusText ? <strong className="event-status"> {occurrence.statusText}</strong> : null}
        </Link>
      )}
    />
  );
}
