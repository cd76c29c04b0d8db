import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarFeedUrl, decodeCalendarPath, encodeCalendarPath, withDayToggled, withFilterToggled, type CalendarUrlState } from '../../../client/url/calendarPaths';
import { decodePastYear, decodePastYears, encodePastYears, withYearToggled } from '../../../client/url/pastExhibitionPaths';
import { ALL, MAX_SEGMENT_LENGTH } from '../../../client/url/segmentLimits';
import { decodeUpcoming, encodeUpcoming } from '../../../client/url/upcomingExhibitionPaths';

/** Splits a calendar path the way the router does (percent-decoded parameters). */
function decodeHref(href: string): CalendarUrlState {
  const segments = new URL(href, 'http://museum.test').pathname.split('/').slice(2).map(decodeURIComponent);
  const viewAll = segments[0] === 'view-all';
  const [range, categories, audiences, locations] = viewAll ? segments.slice(1) : segments;
  return decodeCalendarPath({ range, categories, audiences, locations }, viewAll).state;
}

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,19}$/).filter((value) => value !== ALL);
const values = fc.uniqueArray(slug, { maxLength: 5 });
const range = fc.oneof(
  fc.constantFrom('all', 'today', 'this-weekend', 'winter-2026', 'december-2026', '2026-11-27-to-2026-11-29', '2026-11-27+2026-11-29'),
  fc.uniqueArray(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), { minLength: 1, maxLength: 6 }).map((days) => [...days].sort().join(',')),
  // Free text, but never a path's dot segment: '.' and '..' (percent-encoded or not) are removed
  // from any URL path by the URL standard, so no address can carry them as a range.
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .map((text) => text.trim().toLowerCase())
    .filter((text) => text !== '' && !text.includes('/') && text !== '.' && text !== '..'),
);
const states: fc.Arbitrary<CalendarUrlState> = fc.record({ range, categories: values, audiences: values, locations: values, viewAll: fc.boolean() });

describe('calendar path codec (client/url/calendarPaths.ts)', () => {
  it('decode(encode(state)) = state for every state, view-all or not', () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(decodeHref(encodeCalendarPath(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('writes one canonical path: + between values, trailing all segments left out, view-all naming range and categories', () => {
    const state = { range: 'this-weekend', categories: ['tours', 'talks'], audiences: [], locations: [], viewAll: false };
    expect(encodeCalendarPath(state)).toBe('/calendar/this-weekend/tours+talks');
    expect(encodeCalendarPath({ ...state, categories: [], locations: ['off-site'] })).toBe('/calendar/this-weekend/all/all/off-site');
    expect(encodeCalendarPath({ ...state, range: ALL, categories: [] })).toBe('/calendar');
    expect(encodeCalendarPath({ ...state, range: ALL, categories: [], viewAll: true })).toBe('/calendar/view-all/all/all');
    expect(encodeCalendarPath({ ...state, range: '2026-11-24,2026-11-26' })).toBe('/calendar/2026-11-24,2026-11-26/tours+talks');
    expect(calendarFeedUrl(state)).toBe('/calendar.ics?range=this-weekend&categories=tours%2Ctalks');
  });

  it('decodes any segments without throwing; a segment too long to be a visitor’s makes the URL invalid', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ unit: 'binary', maxLength: 80 }), { nil: undefined }), { minLength: 4, maxLength: 4 }), fc.boolean(), ([range, categories, audiences, locations], viewAll) => {
        const decoded = decodeCalendarPath({ range, categories, audiences, locations }, viewAll);
        expect(decoded.valid).toBe(true);
        expect(decoded.state.categories.every((value) => value !== '' && value !== ALL && !value.includes('+'))).toBe(true);
      }),
    );
    expect(decodeCalendarPath({ range: 'x'.repeat(MAX_SEGMENT_LENGTH + 1) }, false)).toEqual({ valid: false, state: { range: ALL, categories: [], audiences: [], locations: [], viewAll: false } });
    expect(decodeCalendarPath({ categories: Array.from({ length: 40 }, (_, index) => `c${index}`).join('+') }, false).state.categories).toHaveLength(20);
    expect(decodeCalendarPath({ range: ' Today ', categories: 'Talks+ALL+talks+*+' }, false).state).toMatchObject({ range: 'today', categories: ['talks'] });
  });

  it('toggles days: picked days in and out (sorted, none is all); another range starts afresh with the day', () => {
    const state = { range: '2026-11-27', categories: ['talks'], audiences: [], locations: [], viewAll: false };
    expect(withDayToggled(state, ['2026-11-27'], '2026-11-24')).toMatchObject({ range: '2026-11-24,2026-11-27', categories: ['talks'] });
    expect(withDayToggled(state, ['2026-11-24', '2026-11-27'], '2026-11-27').range).toBe('2026-11-24');
    expect(withDayToggled(state, ['2026-11-24'], '2026-11-24').range).toBe(ALL);
    expect(withDayToggled({ ...state, range: 'this-week' }, null, '2026-11-25').range).toBe('2026-11-25');
  });

  it('toggles filter values in the options’ order; All resets', () => {
    const state = { range: 'today', categories: ['talks'], audiences: [], locations: [], viewAll: false };
    const order = ['exhibitions', 'tours', 'talks', 'social'];
    expect(withFilterToggled(state, 'categories', 'tours', order).categories).toEqual(['tours', 'talks']);
    expect(withFilterToggled(state, 'categories', 'talks', order).categories).toEqual([]);
    expect(withFilterToggled(state, 'categories', null, order).categories).toEqual([]);
    expect(withFilterToggled(state, 'audiences', 'adults', ['adults']).audiences).toEqual(['adults']);
  });
});

describe('past exhibitions paths', () => {
  it('keeps years sorted and hyphen-joined, drops what is not a year, and toggles a year in or out', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1000, max: 9999 }), { maxLength: 8 }), (years) => {
        const path = encodePastYears(years);
        expect(decodePastYears(path.split('/')[3]).years).toEqual([...years].sort((a, b) => a - b));
      }),
    );
    expect(encodePastYears([])).toBe('/calendar/past-exhibitions');
    expect(decodePastYears('2019-abc-2018-2019')).toEqual({ years: [2018, 2019], valid: true });
    expect(decodePastYears('9'.repeat(MAX_SEGMENT_LENGTH + 1)).valid).toBe(false);
    expect(withYearToggled([2018], 2020)).toEqual([2018, 2020]);
    expect(withYearToggled([2018, 2020], 2018)).toEqual([2020]);
    expect([decodePastYear('2019'), decodePastYear('19'), decodePastYear('20190'), decodePastYear(undefined)]).toEqual([2019, null, null, null]);
  });
});

describe('upcoming exhibitions query string', () => {
  it('reads range, type and audience (comma-separated or repeated) and writes them back', () => {
    const state = decodeUpcoming('?range=March-2027&type=in-the-galleries,exhibition&audience=adults&audience=kids-families');
    expect(state).toEqual({ range: 'march-2027', types: ['in-the-galleries', 'exhibition'], audiences: ['adults', 'kids-families'] });
    expect(decodeUpcoming(encodeUpcoming(state).split('?')[1] ?? '')).toEqual(state);
    expect(encodeUpcoming({ range: '', types: [], audiences: [] })).toBe('/calendar/upcoming-exhibitions');
    expect(decodeUpcoming(`?range=${'x'.repeat(MAX_SEGMENT_LENGTH + 1)}&range=all`).range).toBe('');
  });
});
