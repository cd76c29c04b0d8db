import * as v from 'valibot';
import { artistLine, rolePhrase } from '../../domain/search/roles';
import { excerpt } from '../../domain/excerpt';
import { artworkImageWidths } from '../../domain/image-urls';
import { resourceButtonLabel } from '../../domain/search/text';
import { isSearchType, typeLabel } from '../../domain/search/types';
import { DatedHitSchema, type DatedHit } from '../../upstreams/dated-hit';
import type { SearchHit } from '../../upstreams/search-shapes';
import type { Place } from '../../domain/place';
import type { ArtworkResult, EventResult, EventSeriesResult, ExhibitionResult, PageResult, SearchImage } from '../generated/resolvers-types';
import { eventSummary, exhibitionSummary, type SummaryContext } from './calendar/summaries';
import { TYPE_ENUM } from './search-enums';

/** A result of any kind, tagged for SearchResult.__resolveType. */
export type SearchResultModel =
  | (ArtworkResult & { __typename: 'ArtworkResult' })
  | (Omit<EventResult, 'place'> & { __typename: 'EventResult'; place: Place | null })
  | (Omit<ExhibitionResult, 'place'> & { __typename: 'ExhibitionResult'; place: Place | null })
  | (EventSeriesResult & { __typename: 'EventSeriesResult' })
  | (PageResult & { __typename: 'PageResult' });

const orNull = (value: string | null | undefined): string | null => value ?? null;

/** A hit's image: on the image service at the artwork widths, the thumbnail first; elsewhere as it is. */
function searchImage(hit: SearchHit): SearchImage | null {
  if (!hit.imageUrl) return null;
  const sizes = artworkImageWidths(hit.imageUrl);
  return { url: sizes[0]?.url ?? hit.imageUrl, alt: orNull(hit.imageAlt), sizes };
}

/** An event or exhibition hit with the fields dated cards read; its kind's bare fields when they do not check out. */
function datedHit(hit: SearchHit): DatedHit {
  const parsed = v.safeParse(DatedHitSchema, hit);
  return parsed.success ? parsed.output : { id: hit.id, type: hit.type, title: hit.title, url: hit.url, startDate: hit.startDate, endDate: hit.endDate, location: hit.location };
}

/**
 * A search hit as a display-ready result of its kind; null for an index the screen does not know.
 * Events and exhibitions are worked out as the calendar's cards are (status, tickets, dates, place),
 * for the request's clock.
 */
export function searchResult(hit: SearchHit, context: SummaryContext): SearchResultModel | null {
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
    image: searchImage(hit),
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
    case 'events': {
      const event = eventSummary(datedHit(hit), context);
      return {
        __typename: 'EventResult',
        ...base,
        startDate: event.startDate,
        endDate: event.endDate,
        dateText: event.dateText,
        timeText: event.timeText,
        status: event.status,
        statusLabel: event.statusLabel,
        place: event.place,
        ticketType: event.ticketType,
        tickets: event.tickets,
        location: orNull(hit.location),
      };
    }
    case 'exhibitions': {
      const exhibition = exhibitionSummary(datedHit(hit), context);
      return {
        __typename: 'ExhibitionResult',
        ...base,
        startDate: exhibition.startDate,
        endDate: exhibition.endDate,
        label: exhibition.label,
        dateText: exhibition.dateText,
        place: exhibition.place,
        ticketType: exhibition.ticketType,
        tickets: exhibition.tickets,
        location: orNull(hit.location),
      };
    }
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
