import type { RelatedItemFieldsFragment } from '../../gql/graphql';
import { Card } from '../card/Card';
import { EventCard } from '../card/EventCard';
import { ExhibitionCard } from '../card/ExhibitionCard';

/** A card of related content: exhibitions and events as the calendar shows them, other pages with their kind. */
export function RelatedItemCard({ item, showType = true, headingLevel = 3 }: { item: RelatedItemFieldsFragment; showType?: boolean; headingLevel?: 2 | 3 | 4 }) {
  switch (item.__typename) {
    case 'ExhibitionSummary':
      return <ExhibitionCard exhibition={item} headingLevel={headingLevel} />;
    case 'EventSummary':
      return <EventCard event={item} headingLevel={headingLevel} />;
    case 'ContentCard':
      return <Card title={item.title} href={item.url} image={item.image} label={showType ? item.typeLabel : null} body={item.summary} headingLevel={headingLevel} />;
  }
}

/** A stable key of a related item. */
export function relatedItemKey(item: RelatedItemFieldsFragment): string {
  return `${item.__typename}:${item.id}`;
}
