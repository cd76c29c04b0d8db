import { describe, expect, it } from 'vitest';
import { loadObjects } from '../../../upstreams/data/open-data';
import { eventWhen } from '../../../server/domain/calendar/event-times';
import { buildFacet, dateRangeState, facetOf, facetsOf } from '../../../server/domain/search/facets';
import { planFacetSearch, planSearch } from '../../../server/domain/search/request';
import { artistLine, rolePhrase } from '../../../server/domain/search/roles';
import { DEFAULT_SORT, defaultOrder, sortFor, sortKeys, sortLabel, SORTS, sortsOf } from '../../../server/domain/search/sort';
import { resourceButtonLabel, resultCountText, showingText } from '../../../server/domain/search/text';
import { SEARCH_TYPES, typeHeading, typeLabel } from '../../../server/domain/search/types';

/** The museum's today in these tests. */
const TODAY = '2026-11-22';

const definition = (type: Parameters<typeof facetOf>[0], field: string) => {
  const found = facetOf(type, field);
  if (!found) throw new Error(`no ${field} group for ${type}`);
  return found;
};

describe('search categories and labels (spec §2)', () => {
  it('names every category with its section heading and result type label', () => {
    expect(SEARCH_TYPES.map(typeHeading)).toEqual(['Artworks', 'Events', 'Event Series', 'Exhibitions', 'Visiting', 'Join & Support', 'Learn & Research', 'About Us']);
    expect(['collections', 'exhibitions', 'events', 'eventSeries'].map((type) => typeLabel(type as 'events'))).toEqual(['Artwork', 'Exhibition', 'Event', 'Event Series']);
  });

  it('gives each category the filter groups the spec names, with their labels', () => {
    const labels = (type: (typeof SEARCH_TYPES)[number]) => facetsOf(type).map((facet) => facet.label);
    expect(labels('collections')).toEqual(['Artists', 'Places', 'Dates', 'Curatorial Departments', 'Type', 'Medium', 'Context', 'On View', 'Provenance']);
    expect(labels('events')).toEqual(['Category', 'Audiences', 'Locations', 'Dates']);
    expect(labels('research')).toEqual(['Category', 'Subcategory', 'Departments', 'Pre-K–12 Subject', 'Grade Level']);
    expect(definition('collections', 'onview')).toEqual({ field: 'onview', label: 'On View', kind: 'boolean' });
    expect(definition('collections', 'hasProvenance').label).toBe('Provenance');
    expect(facetOf('collections', 'metadata.webPackage.packageId')).toBeUndefined();
  });
});

describe('filter groups', () => {
  const artists = definition('collections', 'artist');

  it('lists only values that find something, besides the chosen ones (issue 10, defect 7)', () => {
    const facet = buildFacet(artists, [{ key: 'Claude Monet', count: 3 }, { key: 'Mary Cassatt', count: 0 }, { key: 'Berthe Morisot', count: 0 }], ['Berthe Morisot']);
    expect(facet.options).toEqual([
      { value: 'Claude Monet', label: 'Claude Monet', count: 3, selected: false, disabled: false },
      { value: 'Berthe Morisot', label: 'Berthe Morisot', count: 0, selected: true, disabled: false },
    ]);
  });

  it('lists chosen values the service did not count, so they can be removed', () => {
    const facet = buildFacet(artists, [{ key: 'Claude Monet', count: 3 }], ['William Henry Rinehart']);
    expect(facet.options.at(-1)).toEqual({ value: 'William Henry Rinehart', label: 'William Henry Rinehart', count: 0, selected: true, disabled: false });
  });

  it('counts chosen values beyond the listed ones by what was counted for them (issue 10, defect 2)', () => {
    const top = [{ key: 'Claude Monet', count: 30 }, { key: 'Mary Cassatt', count: 20 }];
    const facet = buildFacet(artists, top, ['louis comfort tiffany'], 1, [{ key: 'Louis Comfort Tiffany', count: 10 }]);
    expect(facet.options).toEqual([
      { value: 'Claude Monet', label: 'Claude Monet', count: 30, selected: false, disabled: false },
      { value: 'louis comfort tiffany', label: 'louis comfort tiffany', count: 10, selected: true, disabled: false },
    ]);
    expect(facet.hasMore).toBe(true);
  });

  it('lists at most the limit and says when more values find something', () => {
    const buckets = Array.from({ length: 6 }, (_, index) => ({ key: `Artist ${index}`, count: 6 - index }));
    expect(buildFacet(artists, buckets, [], 5)).toMatchObject({ hasMore: true, options: expect.any(Array) });
    expect(buildFacet(artists, buckets, [], 5).options).toHaveLength(5);
    expect(buildFacet(artists, buckets, [], 6).hasMore).toBe(false);
    // Values beyond the limit that would find nothing are no reason to search for more.
    expect(buildFacet(artists, [...buckets.slice(0, 5), { key: 'Nobody', count: 0 }], [], 5).hasMore).toBe(false);
  });

  it('keeps both answers of a yes/no group, the one that would find nothing disabled', () => {
    const facet = buildFacet(definition('collections', 'onview'), [{ key: 'false', count: 9 }, { key: 'true', count: 0 }], []);
    expect(facet.options.map(({ value, count, disabled }) => [value, count, disabled])).toEqual([
      ['true', 0, true],
      ['false', 9, false],
    ]);
  });

  it('lists every period that finds something, whatever the limit (issue 10, defect 7)', () => {
    const dates = definition('exhibitions', 'dates');
    const buckets = Array.from({ length: 80 }, (_, index) => ({ key: String(1940 + index), count: index % 7 }));
    const facet = buildFacet(dates, buckets, [], 50);
    expect(facet.options.map((option) => option.value)).toEqual(buckets.filter((bucket) => bucket.count > 0).map((bucket) => bucket.key));
    expect(facet.hasMore).toBe(false);
  });

  it('words yes/no groups and orders yes first', () => {
    const facet = buildFacet(definition('collections', 'onview'), [{ key: 'false', count: 58 }, { key: 'true', count: 1 }], ['true']);
    expect(facet.options.map(({ value, label, selected }) => [value, label, selected])).toEqual([
      ['true', 'On view', true],
      ['false', 'Not on view', false],
    ]);
  });

  it('orders periods chronologically and keeps a chosen range out of the list (it fills the range inputs)', () => {
    const dates = definition('collections', 'dates');
    const buckets = [{ key: '1800 to 1899', count: 52 }, { key: '-100 to -1', count: 2 }, { key: '1900 to 1999', count: 6 }];
    const facet = buildFacet(dates, buckets, ['1850 to 1860']);
    expect(facet.options.map((option) => option.label)).toEqual(['100 BCE–1 BCE', '1800–1899', '1900–1999']);
    expect(dateRangeState(['1900 to 1999', '1850 to 1860'], buckets, null)).toEqual({ bounds: { start: '1850', end: '1860' }, error: null });
    expect(dateRangeState(['1900 to 1999'], buckets, null)).toEqual({ bounds: null, error: null });
    expect(dateRangeState([], buckets, { value: '18x0 to 1900', error: 'bad' })).toEqual({ bounds: { start: '18x0', end: '1900' }, error: 'bad' });
  });
});

describe('sort (spec §9)', () => {
  it('orders by default: all by allWeight, collections by weight, exhibitions by weight then endDate, events by startDate', () => {
    expect(defaultOrder(null)).toEqual([{ field: 'allWeight', order: 'desc' }]);
    expect(defaultOrder('collections')).toEqual([{ field: 'weight', order: 'desc' }]);
    expect(defaultOrder('exhibitions')).toEqual([{ field: 'weight', order: 'desc' }, { field: 'endDate', order: 'desc' }]);
    expect(defaultOrder('events')).toEqual([{ field: 'startDate', order: 'asc' }]);
    expect(defaultOrder('about')).toEqual([{ field: 'weight', order: 'desc' }]);
  });

  it('orders by relevance by default: by score with the category’s own order breaking ties; without text the category’s order (issue 30, item 10)', () => {
    expect(DEFAULT_SORT).toBe('relevance');
    expect(sortFor('events', null)).toBe('relevance');
    expect(sortKeys('events', 'relevance', '')).toEqual(defaultOrder('events'));
    expect(sortKeys('exhibitions', 'relevance', '')).toEqual(defaultOrder('exhibitions'));
    expect(sortKeys(null, 'relevance', '')).toEqual(defaultOrder(null));
    expect(sortKeys('events', 'relevance', 'tour')).toEqual([{ field: '_score', order: 'desc' }, ...defaultOrder('events')]);
    expect(sortKeys(null, 'relevance', 'tour')).toEqual([{ field: '_score', order: 'desc' }, ...defaultOrder(null)]);
    expect(sortKeys('collections', 'relevance', '#37.19')).toEqual([{ field: 'objectNumber', order: 'asc' }]);
  });

  it('offers the spec’s five orders, relevance first, and date orders only where results have dates', () => {
    expect(SORTS).toEqual(['relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A']);
    expect(sortsOf(null)).toEqual(['relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A']);
    expect(sortsOf('collections')).toEqual(['relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A']);
    expect(sortsOf('events')).toEqual(['relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A']);
    expect(sortsOf('about')).toEqual(['relevance', 'A-Z', 'Z-A']);
    expect(sortFor('events', 'date-asc')).toBe('date-asc');
    expect(sortFor('eventSeries', 'date-asc')).toBe('relevance');
  });

  it('sorts by date where results have dates, and by title', () => {
    expect(sortKeys('collections', 'date-desc', 'x')).toEqual([{ field: 'dateBegin', order: 'desc' }]);
    expect(sortKeys(null, 'date-asc', '')).toEqual([{ field: 'startDate', order: 'asc' }, { field: 'dateBegin', order: 'asc' }]);
    expect(sortKeys('about', 'A-Z', '')).toEqual([{ field: 'title', order: 'asc' }]);
    expect(sortKeys('about', 'Z-A', '')).toEqual([{ field: 'title', order: 'desc' }]);
  });

  it('labels each order', () => {
    expect(SORTS.map(sortLabel)).toEqual(['Relevance', 'Date, oldest first', 'Date, newest first', 'Title, A–Z', 'Title, Z–A']);
  });
});

describe('artist role phrases (spec §9)', () => {
  it('maps roles to phrases whatever their case, and leaves the plain artist alone', () => {
    expect(rolePhrase('Publisher')).toBe('Published by');
    expect(rolePhrase(' publisher ')).toBe('Published by');
    expect(rolePhrase('Engraver (Printmaker)')).toBe('Engraved by');
    expect(rolePhrase('Artist')).toBeNull();
    expect(rolePhrase(null)).toBeNull();
    expect(artistLine('Currier & Ives', 'Publisher')).toBe('Published by Currier & Ives');
    expect(artistLine('Alfred Jacob Miller', 'Artist')).toBe('Alfred Jacob Miller');
  });

  it('has a phrase for every role the open collection records, except the plain artist', () => {
    const roles = new Set(loadObjects().flatMap((object) => (object.constituents ?? []).flatMap((person) => (person.role ? [person.role] : []))));
    expect(roles.size).toBeGreaterThan(60);
    const missing = [...roles].filter((role) => role.toLowerCase() !== 'artist' && rolePhrase(role) === null);
    expect(missing).toEqual([]);
  });
});

describe('texts (spec §8, §9)', () => {
  it('writes the result count with the category in the singular and the query, en-US', () => {
    expect(resultCountText(0, null, '')).toBe('No results found');
    expect(resultCountText(0, 'Artwork', 'qqq')).toBe('No results for "qqq"');
    expect(resultCountText(1, 'Artwork', 'monet')).toBe('1 Artwork result for "monet"');
    expect(resultCountText(1234, null, 'rodin')).toBe('1,234 results for "rodin"');
    expect(resultCountText(24, 'Event', '')).toBe('24 Event results');
    expect(showingText(1, 12, 1234)).toBe('Showing 1-12 of 1,234');
    expect(showingText(0, 0, 10)).toBeNull();
  });

  it('labels resource buttons by media type', () => {
    expect(['Video', 'Publication', 'Press', 'Blog', 'PDF', 'Web Page', null].map(resourceButtonLabel)).toEqual([
      'Watch video',
      'View publication',
      'View press release',
      'Read blog',
      'View resource',
      'View resource',
      'Learn more',
    ]);
  });

  it('writes when an event takes place in the museum zone, day and times apart; 11:59 p.m. is Midnight', () => {
    expect(eventWhen('2026-11-28T13:00:00-05:00', '2026-11-28T13:45:00-05:00')).toEqual({ date: 'Saturday, November 28, 2026', time: '1:00–1:45 p.m.' });
    expect(eventWhen('2026-11-28T16:30:00Z')).toEqual({ date: 'Saturday, November 28, 2026', time: '11:30 a.m.' });
    expect(eventWhen('2026-12-31T20:00:00-05:00', '2026-12-31T23:59:00-05:00')).toEqual({ date: 'Thursday, December 31, 2026', time: '8:00 p.m.–Midnight' });
    expect(eventWhen('2026-11-28')).toEqual({ date: 'Saturday, November 28, 2026', time: null });
    expect(eventWhen('soon')).toBeNull();
  });
});

describe('planning a search', () => {
  it('reads a URL full of mistakes into the search that runs and its service request', () => {
    const plan = planSearch({ type: 'collections', query: '  lincoln ', from: -5, size: 13, sort: 'date-desc', filters: '{"artist":["Alexander Gardner"],"dates":["1850 to 1870"],"bogus":["x"]}', today: TODAY });
    expect(plan.applied).toEqual({ type: 'collections', query: 'lincoln', from: 0, size: 12, sort: 'date-desc', filters: { artist: ['Alexander Gardner'], dates: ['1850 to 1870'] }, isAccessionSearch: false });
    expect(plan.request).toEqual({
      index: 'collections',
      query: 'lincoln',
      from: 0,
      size: 12,
      filters: { artist: ['Alexander Gardner'], dates: ['1850 to 1870'] },
      sort: [{ field: 'dateBegin', order: 'desc' }],
      rawFilters: [],
      options: ['artist', 'place', 'dates', 'department', 'classification', 'medium', 'context', 'onview', 'hasProvenance'],
      optionSize: 51,
    });
  });

  it('sends rawFilters (spec §7): events over before today are left out, in their category and among all (issue 10, defect 9)', () => {
    const notOver = [{ range: { endDate: { gte: TODAY } } }, { range: { startDate: { gte: TODAY } } }];
    expect(planSearch({ type: 'events', today: TODAY }).request.rawFilters).toEqual([{ bool: { should: notOver } }]);
    expect(planSearch({ type: null, query: 'tour', today: TODAY }).request.rawFilters).toEqual([{ bool: { should: [{ bool: { must_not: [{ term: { _index: 'events' } }] } }, ...notOver] } }]);
    for (const type of ['collections', 'exhibitions', 'eventSeries', 'about'] as const) expect(planSearch({ type, today: TODAY }).request.rawFilters, type).toEqual([]);
    expect(planFacetSearch({ type: 'events', today: TODAY }, 'category', 'to')?.request.rawFilters).toEqual([{ bool: { should: notOver } }]);
  });

  it('searches all categories without filters or groups', () => {
    const plan = planSearch({ type: null, query: '#37.1940', filters: '{"artist":["x"]}', today: TODAY });
    expect(plan.request).toMatchObject({ index: 'global', filters: {}, options: [], sort: [{ field: 'objectNumber', order: 'asc' }] });
    expect(plan.applied.isAccessionSearch).toBe(true);
  });

  it('searches one group’s values from 2 characters, digits only for dates, listing matching choices', () => {
    const args = { type: 'collections' as const, query: 'lincoln', filters: '{"artist":["Alexander Gardner","Mathew Brady"]}', today: TODAY };
    expect(planFacetSearch(args, 'artist', 'm')).toBeNull();
    expect(planFacetSearch(args, 'nope', 'math')).toBeNull();
    const plan = planFacetSearch(args, 'artist', ' Ma ');
    expect(plan?.request).toMatchObject({ size: 0, options: ['artist'], optionQuery: { artist: 'Ma' }, filters: { artist: ['Alexander Gardner', 'Mathew Brady'] } });
    expect(plan?.applied.filters.artist).toEqual(['Mathew Brady']);
    expect(planFacetSearch(args, 'dates', '1x8')?.request.optionQuery).toEqual({ dates: '18' });
    expect(planFacetSearch(args, 'dates', 'x8')).toBeNull();
  });
});
