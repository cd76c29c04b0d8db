import { eventDateText } from '../../domain/calendar/event-times';
import { artistLine, rolePhrase } from '../../domain/search/roles';
import { excerpt } from '../../domain/excerpt';
import { resourceButtonLabel } from '../../domain/search/text';
import { isSearchType, typeLabel } from '../../domain/search/types';
import type { SearchHit } from '../../upstreams/search-shapes';
import type { ArtworkResult, EventResult, EventSeriesResult, ExhibitionResult, PageResult } from '../generated/resolvers-types';
import { TYPE_ENUM } from './search-enums';

/** A result of any kind, tagged for SearchResult.__resolveType. */
export type SearchResultModel =
  | (ArtworkResult & { __typename: 'ArtworkResult' })
  | (EventResult & { __typename: 'EventResult' })
  | (ExhibitionResult & { __typename: 'ExhibitionResult' })
  | (EventSeriesResult & { __typename: 'EventSeriesResult' })
  | (PageResult & { __typename: 'PageResult' });

const orNull = (value: string | null | undefined): string | null => value ?? null;

/** A search hit as a display-ready result of its kind; null for an index the screen does not know. */
export function searchResult(hit: SearchHit): SearchResultModel | null {
  const type = hit.type;
  if (!isSearchType(type)) return null;
  const base = {
    id: hit.id,
    type: TYPE_ENUM[type],
    typeLabel: typeLabel(type),
    category: orNull(hit.category),
    subcategory: orNull(hit.subcategory),
    title: hit.title,
    summary: excerpt(hit.summary ?? null),
    url: hit.url,
    image: hit.imageUrl ? { url: hit.imageUrl, alt: orNull(hit.imageAlt) } : null,
  };
  switch (type) {
    case 'collections':
      return {
        __typename: 'ArtworkResult',
        ...base,
        category: orNull(hit.classification),
        objectId: hit.objectId ?? null,
        objectNumber: orNull(hit.objectNumber),
        artist: hit.artist
          ? { name: hit.artist, role: orNull(hit.artistRole), rolePhrase: rolePhrase(hit.artistRole), line: artistLine(hit.artist, hit.artistRole), dates: orNull(hit.artistDate) }
          : null,
        afterArtist: orNull(hit.afterArtist),
        dated: orNull(hit.dated),
        culture: orNull(hit.culture),
      };
    case 'events':
      return {
        __typename: 'EventResult',
        ...base,
        startDate: orNull(hit.startDate),
        endDate: orNull(hit.endDate),
        dateText: eventDateText(hit.startDate),
        location: orNull(hit.location),
      };
    case 'exhibitions':
      return { __typename: 'ExhibitionResult', ...base, startDate: orNull(hit.startDate), endDate: orNull(hit.endDate), location: orNull(hit.location) };
    case 'eventSeries':
      return { __typename: 'EventSeriesResult', ...base };
    default:
      return {
        __typename: 'PageResult',
        ...base,
        mediaType: orNull(hit.mediaType),
        buttonLabel: resourceButtonLabel(hit.mediaType),
        targetUrl: orNull(hit.targetUrl),
      };
  }
}
