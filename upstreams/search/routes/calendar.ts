import type { FastifyInstance } from 'fastify';
import type { SearchData } from '../catalog';
import type { SearchDocument } from '../documents';
import { canonicalValue, FILTER_VALUES } from '../engine/aliases';
import { matchesFilters } from '../engine/filters';
import { matchesClause } from '../engine/raw-filters';
import { parseSearchRequest } from '../engine/request';
import { sortScored, type Scored } from '../engine/sort';
import { EXHIBITIONS_CATEGORY } from '../indexes/dated-content';

/** Calendar sections in the screen's order (spec §9 event category filters); other categories follow A–Z. */
const CATEGORY_ORDER = [EXHIBITIONS_CATEGORY, ...FILTER_VALUES.category];
/** The calendar fetches up to 5000 items per section (spec §9). */
const CALENDAR_SIZE = 5000;

interface Section {
  items: SearchDocument[];
  total: number;
}

function rank(category: string): number {
  const position = CATEGORY_ORDER.indexOf(category);
  return position === -1 ? CATEGORY_ORDER.length : position;
}

/**
 * POST /v1/calendar: events and exhibitions matching the filters (category, audience, location,
 * dates or startDate/endDate) and rawFilters, grouped by category into {items, total}; exhibitions
 * sorted by weight desc then endDate asc, events by startDate asc. Only non-empty sections appear.
 */
export function registerCalendar(app: FastifyInstance, data: SearchData): void {
  app.post('/v1/calendar', async (request) => {
    const body = parseSearchRequest(request.body, CALENDAR_SIZE);
    const groups = new Map<string, Scored[]>();
    for (const document of [...data.catalog.documents('exhibitions'), ...data.catalog.documents('events')]) {
      if (!body.rawFilters.every((clause) => matchesClause(document, clause, data.now))) continue;
      if (!matchesFilters(document, body.filters, data.now)) continue;
      // Older spellings ("Gatherings", "Hands-On") join the section of the category they stand for.
      const category = typeof document.category === 'string' ? canonicalValue(document.category, CATEGORY_ORDER) : 'Other';
      groups.set(category, [...(groups.get(category) ?? []), { document, score: 0 }]);
    }
    const sections: Record<string, Section> = {};
    const categories = [...groups.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    for (const category of categories) {
      const items = groups.get(category) ?? [];
      sortScored(
        items,
        category === EXHIBITIONS_CATEGORY
          ? [{ field: 'weight', order: 'desc' }, { field: 'endDate', order: 'asc' }]
          : [{ field: 'startDate', order: 'asc' }],
      );
      sections[category] = { items: items.slice(body.from, body.from + body.size).map((item) => item.document), total: items.length };
    }
    return { data: sections };
  });
}
