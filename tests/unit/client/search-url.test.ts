import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagerItems } from '../../../client/components/Pager';
import {
  decodeFilters,
  decodeSearchUrl,
  DEFAULT_SEARCH_STATE,
  encodeSearchUrl,
  PAGE_SIZES,
  SEARCH_TYPE_PARAMS,
  searchVariables,
  SORT_PARAMS,
  type SearchTypeParam,
  type SearchUrlState,
  type SortParam,
} from '../../../client/url/searchState';
import { withFilterToggled, withFilterValues, withPage, withQuery, withSize, withSort, withType } from '../../../client/url/searchTransitions';

const TYPES = Object.keys(SEARCH_TYPE_PARAMS) as SearchTypeParam[];
const SORTS = Object.keys(SORT_PARAMS) as SortParam[];

/** Text as a state holds it: trimmed (what the decoder makes of any text). */
const trimmed = fc.string({ unit: 'binary', maxLength: 40 }).map((text) => text.trim());
const filterValue = trimmed.filter((text) => text !== '' && text !== '*');
const filters = fc.dictionary(fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), fc.uniqueArray(filterValue, { minLength: 1, maxLength: 4 }), { maxKeys: 4 });

/** Every state the screen can be in. */
const states: fc.Arbitrary<SearchUrlState> = fc.record({
  type: fc.option(fc.constantFrom(...TYPES), { nil: null }),
  q: trimmed,
  from: fc.nat({ max: 999_999_999 }),
  size: fc.constantFrom(...PAGE_SIZES),
  sort: fc.constantFrom(...SORTS),
  filters,
});

/** Splits an encoded URL the way the router does: path parameters and the query string. */
function decodeHref(href: string): SearchUrlState {
  const url = new URL(href, 'http://museum.test');
  const [, , type, query] = url.pathname.split('/').map(decodeURIComponent);
  return decodeSearchUrl({ type, query }, url.search);
}

describe('search URL codec', () => {
  it('decode(encode(state)) = state for every state', () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(decodeHref(encodeSearchUrl(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('decodes any garbage to a valid state, falling back to the defaults', () => {
    const anyText = fc.option(fc.string({ unit: 'binary', maxLength: 30 }), { nil: undefined });
    fc.assert(
      fc.property(anyText, anyText, fc.dictionary(fc.constantFrom('q', 'from', 'size', 'sort', 'type', 'filters', 'x'), fc.string({ unit: 'binary', maxLength: 30 })), (type, query, params) => {
        const state = decodeSearchUrl({ type, query }, new URLSearchParams(params).toString());
        expect(state.type === null || TYPES.includes(state.type)).toBe(true);
        expect((PAGE_SIZES as readonly number[]).includes(state.size)).toBe(true);
        expect(Number.isInteger(state.from) && state.from >= 0).toBe(true);
        expect(SORTS).toContain(state.sort);
        for (const values of Object.values(state.filters)) expect(values.every((value) => typeof value === 'string' && value !== '' && value !== '*')).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(decodeSearchUrl({ type: 'artworks' }, 'size=13&from=-4&sort=newest&filters=%7Bnope')).toEqual({ ...DEFAULT_SEARCH_STATE });
  });

  it('reads the type and text from the path or the query string, q and the path type first', () => {
    expect(decodeSearchUrl({ type: 'collections', query: 'monet' }, '')).toMatchObject({ type: 'collections', q: 'monet' });
    expect(decodeSearchUrl({ type: 'collections', query: 'monet' }, 'q=rodin&type=events')).toMatchObject({ type: 'collections', q: 'rodin' });
    expect(decodeSearchUrl({}, 'type=eventSeries&q=tour&sort=A-Z&size=48&from=96')).toEqual({ type: 'eventSeries', q: 'tour', from: 96, size: 48, sort: 'A-Z', filters: {} });
  });

  it('writes one canonical URL: the type in the path, defaults left out, # encoded', () => {
    expect(encodeSearchUrl(DEFAULT_SEARCH_STATE)).toBe('/search');
    expect(encodeSearchUrl({ ...DEFAULT_SEARCH_STATE, q: '#1985-52-1' })).toBe('/search?q=%231985-52-1');
    expect(encodeSearchUrl({ type: 'collections', q: 'claude monet', from: 24, size: 24, sort: 'date-desc', filters: { artist: ['Claude Monet'] } })).toBe(
      '/search/collections?q=claude+monet&from=24&size=24&sort=date-desc&filters=%7B%22artist%22%3A%5B%22Claude+Monet%22%5D%7D',
    );
  });

  it('decodes malformed filters JSON to no filters, and single values to lists', () => {
    expect(decodeFilters('{"artist":')).toEqual({});
    expect(decodeFilters('["artist"]')).toEqual({});
    expect(decodeFilters('{"onview":true,"category":["*"],"place":[""]}')).toEqual({ onview: ['true'] });
  });

  it('writes yes/no values as JSON booleans, and reads them back as the state holds them (issue 10, defect 7)', () => {
    const state: SearchUrlState = { ...DEFAULT_SEARCH_STATE, type: 'collections', filters: { onview: ['true'], hasProvenance: ['false'], artist: ['Louis Comfort Tiffany'] } };
    const url = new URL(encodeSearchUrl(state), 'http://museum.test');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({ onview: [true], hasProvenance: [false], artist: ['Louis Comfort Tiffany'] });
    expect(decodeHref(encodeSearchUrl(state))).toEqual(state);
    expect(searchVariables(state).filters).toBe('{"onview":[true],"hasProvenance":[false],"artist":["Louis Comfort Tiffany"]}');
  });

  it('gives the query the schema’s values', () => {
    expect(searchVariables({ type: 'eventSeries', q: 'tour', from: 12, size: 24, sort: 'Z-A', filters: { category: ['Talks'] } })).toEqual({
      type: 'EVENT_SERIES',
      query: 'tour',
      from: 12,
      size: 24,
      sort: 'TITLE_DESC',
      filters: '{"category":["Talks"]}',
    });
    expect(searchVariables(DEFAULT_SEARCH_STATE)).toMatchObject({ type: null, filters: null, sort: 'RELEVANCE' });
  });

  it('offers the spec’s five orders with relevance the default, left out of the URL (issue 30, item 10)', () => {
    expect(SORTS).toEqual(['relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A']);
    expect(DEFAULT_SEARCH_STATE.sort).toBe('relevance');
    expect(encodeSearchUrl({ ...DEFAULT_SEARCH_STATE, q: 'art', sort: 'relevance' })).toBe('/search?q=art');
    expect(encodeSearchUrl({ ...DEFAULT_SEARCH_STATE, q: 'art', sort: 'Z-A' })).toBe('/search?q=art&sort=Z-A');
  });

  it('reads the old Featured order’s URLs (`sort=default`, `sort=featured`) and `sort=relevance` as relevance', () => {
    for (const sort of ['default', 'featured', 'Featured', 'relevance']) {
      const state = decodeSearchUrl({ type: 'events' }, `q=art&sort=${sort}&size=24`);
      expect(state, sort).toEqual({ ...DEFAULT_SEARCH_STATE, type: 'events', q: 'art', size: 24 });
      expect(encodeSearchUrl(state)).toBe('/search/events?q=art&size=24');
    }
    fc.assert(
      fc.property(states, fc.constantFrom('default', 'featured'), (state, legacy) => {
        const relevance: SearchUrlState = { ...state, sort: 'relevance' };
        const url = new URL(encodeSearchUrl(relevance), 'http://museum.test');
        url.searchParams.set('sort', legacy);
        expect(decodeHref(url.href)).toEqual(relevance);
      }),
      { numRuns: 300 },
    );
  });
});

describe('search state transitions (spec §2, §4)', () => {
  const state: SearchUrlState = { type: 'collections', q: 'monet', from: 48, size: 24, sort: 'A-Z', filters: { artist: ['Claude Monet'] } };

  it('a new search keeps q and type and resets the rest; a new type keeps q only', () => {
    expect(withQuery(state, ' rodin ')).toEqual({ ...DEFAULT_SEARCH_STATE, type: 'collections', q: 'rodin' });
    expect(withType(state, 'events')).toEqual({ ...DEFAULT_SEARCH_STATE, type: 'events', q: 'monet' });
    expect(withType(state, null)).toEqual({ ...DEFAULT_SEARCH_STATE, q: 'monet' });
  });

  it('toggles filter values, drops emptied filters, and goes back to the first result', () => {
    const added = withFilterToggled(state, 'artist', 'Mary Cassatt');
    expect(added).toEqual({ ...state, from: 0, filters: { artist: ['Claude Monet', 'Mary Cassatt'] } });
    expect(withFilterToggled(withFilterToggled(added, 'artist', 'Mary Cassatt'), 'artist', 'Claude Monet')).toEqual({ ...state, from: 0, filters: {} });
    expect(withFilterValues(state, 'dates', ['1850 to 1860'])).toEqual({ ...state, from: 0, filters: { artist: ['Claude Monet'], dates: ['1850 to 1860'] } });
  });

  it('pages, and restarts from the first result on a new size or order', () => {
    expect(withPage(state, 72).from).toBe(72);
    expect(withSize(state, 48)).toEqual({ ...state, size: 48, from: 0 });
    expect(withSort(state, 'date-asc')).toEqual({ ...state, sort: 'date-asc', from: 0 });
  });
});

describe('pager', () => {
  it('links the first and last pages and one sibling each side, with dots between', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
