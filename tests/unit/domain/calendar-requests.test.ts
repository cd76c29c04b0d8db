import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { chosenYears, isPastYear, pastYearRequest, planUpcoming } from '../../../server/domain/calendar/exhibition-listings';
import { categoriesText, FILTER_VALUES, MAX_FILTER_VALUES, readFilterValues, serviceValues, slugOf } from '../../../server/domain/calendar/filters';
import { CALENDAR_FETCH_SIZE, planCalendar } from '../../../server/domain/calendar/requests';
import { occurrenceShown, occurrencesShown } from '../../../server/domain/calendar/occurrences';
import { parseRange } from '../../../server/domain/calendar/range';
import { resolveRange } from '../../../server/domain/calendar/selection';
import { MUSEUM_ZONE } from '../../../server/domain/clock';

const now = DateTime.fromISO('2026-11-22T10:00:00', { zone: MUSEUM_ZONE });
const slugs = (values: { slug: string }[]) => values.map((value) => value.slug);

describe('calendar filter values (spec §9)', () => {
  it('offers the spec’s categories, audiences and locations, with slugs for the URL', () => {
    const listed = (field: keyof typeof FILTER_VALUES) => FILTER_VALUES[field].filter((value) => !value.unlisted).map((value) => value.label);
    expect(listed('category')).toEqual(['Exhibitions', 'Tours', 'Talks', 'Social', 'Hands-On Activities', 'Performances']);
    expect(listed('audience')).toEqual(['Adults', 'Kids & Families', 'Members', 'Educators', 'Scholars']);
    expect(listed('location')).toEqual(['Main Building', 'Online', 'Rodin Museum', 'Sculpture Garden', 'Off Site']);
    expect(slugs([...FILTER_VALUES.category, ...FILTER_VALUES.audience])).toEqual(['exhibitions', 'tours', 'talks', 'social', 'hands-on-activities', 'performances', 'adults', 'kids-families', 'members', 'educators', 'scholars']);
  });

  it('reads slugs, labels and the alias spellings, in the filter’s order, dropping all, unknown values and repeats', () => {
    expect(slugs(readFilterValues('category', ['talks', 'Tours', 'gatherings', 'hands-on', 'in-the-galleries', 'talks', 'all', '*', 'nope']))).toEqual(['exhibitions', 'tours', 'talks', 'social', 'hands-on-activities']);
    expect(slugs(readFilterValues('audience', ['kids-family', 'teachers', 'artists-scholars', 'Kids & Families']))).toEqual(['kids-families', 'educators', 'scholars']);
    expect(slugs(readFilterValues('location', ['online-event', 'mount-pleasant', 'off-site']))).toEqual(['online', 'off-site', 'historic-houses']);
    expect(readFilterValues('category', null)).toEqual([]);
  });

  it('asks the search service for each value with every spelling it also matches', () => {
    expect(serviceValues(readFilterValues('category', ['social', 'exhibitions']))).toEqual(['Exhibitions', 'Exhibition', 'In the galleries', 'Social', 'Gatherings']);
    expect(serviceValues(readFilterValues('location', ['online']))).toEqual(['Online', 'Online Exhibition', 'Online Event']);
    expect(serviceValues(readFilterValues('location', ['historic-houses']))).toEqual(['Historic Houses', 'Mount Pleasant', 'Cedar Grove', 'Fairmount Park Houses']);
  });

  it('survives 40 categories joined by +, long values and any text', () => {
    const forty = Array.from({ length: 40 }, (_, index) => (index % 2 ? 'talks' : `x${index}`));
    expect(slugs(readFilterValues('category', forty))).toEqual(['talks']);
    expect(slugs(readFilterValues('category', Array.from({ length: 40 }, (_, index) => `category-${index}`)))).toEqual([]);
    expect(slugs(readFilterValues('category', [...Array(MAX_FILTER_VALUES - 1).fill('nope'), 'tours', 'talks']))).toEqual(['tours']);
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 60 }), (values) => {
        const read = readFilterValues('audience', values);
        expect(read.length).toBeLessThanOrEqual(FILTER_VALUES.audience.length);
        expect(readFilterValues('audience', read.map((value) => value.slug))).toEqual(read);
      }),
    );
    expect(slugOf('Kids & Families')).toBe('kids-families');
  });

  it('names the chosen categories for the view-all heading', () => {
    expect(categoriesText(readFilterValues('category', ['talks']))).toBe('Talks');
    expect(categoriesText(readFilterValues('category', ['tours', 'talks']))).toBe('Tours and Talks');
    expect(categoriesText(readFilterValues('category', ['tours', 'talks', 'social']))).toBe('Tours, Talks and Social');
    expect(categoriesText([])).toBe('Events & Exhibitions');
  });
});

describe('calendar calls (spec §7)', () => {
  it('asks /v1/calendar in default mode with the filters, dates and "only what has not ended"', () => {
    const plan = planCalendar({ range: '2026-11-28', categories: ['talks', 'social'], audiences: ['adults'], locations: ['main-building'] }, now);
    expect(plan.searches).toEqual([]);
    expect(plan.calendar).toEqual({
      filters: { dates: ['2026-11-28'], audience: ['Adults'], location: ['Main Building'], category: ['Talks', 'Social', 'Gatherings'] },
      rawFilters: [{ range: { endDate: { gte: '2026-11-22' } } }],
      from: 0,
      size: CALENDAR_FETCH_SIZE,
    });
    expect(CALENDAR_FETCH_SIZE).toBe(5000);
    expect(planCalendar({ range: 'this-weekend' }, now).calendar?.filters).toEqual({ startDate: ['2026-11-27'], endDate: ['2026-11-29'] });
    expect(planCalendar({}, now).calendar?.filters).toEqual({});
  });

  it('keeps only the most weighted items for highlights', () => {
    expect(planCalendar({ range: 'highlights' }, now).calendar?.rawFilters).toEqual([{ range: { endDate: { gte: '2026-11-22' } } }, { range: { weight: { gte: 70 } } }]);
  });

  it('falls back to all dates for a range it does not understand, and says so', () => {
    const plan = planCalendar({ range: 'tomorrow' }, now);
    expect(plan.rangeUnderstood).toBe(false);
    expect(plan.selection.range).toEqual({ kind: 'all' });
    expect(plan.calendar?.filters).toEqual({});
  });

  it('searches exhibitions by weight then end date, and events by start, in view-all mode', () => {
    const exhibitions = planCalendar({ range: 'today', categories: ['exhibitions'], viewAll: true }, now);
    expect(exhibitions.calendar).toBeNull();
    expect(exhibitions.searches).toEqual([
      {
        index: 'exhibitions',
        filters: { dates: ['2026-11-22'] },
        rawFilters: [{ range: { endDate: { gte: '2026-11-22' } } }],
        sort: [{ field: 'weight', order: 'desc' }, { field: 'endDate', order: 'asc' }],
        from: 0,
        size: 5000,
      },
    ]);
    const talks = planCalendar({ range: 'all', categories: ['talks', 'tours'], locations: ['online'], viewAll: true }, now);
    expect(talks.searches).toEqual([
      { index: 'events', filters: { location: ['Online', 'Online Exhibition', 'Online Event'], category: ['Tours', 'Talks'] }, rawFilters: [{ range: { endDate: { gte: '2026-11-22' } } }], sort: [{ field: 'startDate', order: 'asc' }], from: 0, size: 5000 },
    ]);
    expect(planCalendar({ categories: ['exhibitions', 'talks'], viewAll: true }, now).searches.map((search) => [search.index, search.filters])).toEqual([
      ['exhibitions', {}],
      ['events', { category: ['Talks'] }],
    ]);
    expect(planCalendar({ viewAll: true }, now).searches.map((search) => search.index)).toEqual(['exhibitions', 'events']);
  });
});

describe('exhibition listings (spec §7)', () => {
  it('asks for upcoming exhibitions from today, soonest first, with the chosen range, types and audiences', () => {
    expect(planUpcoming({}, now).request).toEqual({
      index: 'exhibitions',
      filters: {},
      rawFilters: [{ range: { startDate: { gte: '2026-11-22' } } }],
      sort: [{ field: 'startDate', order: 'asc' }],
      from: 0,
      size: 5000,
    });
    expect(planUpcoming({ range: 'march-2027', types: ['in-the-galleries'], audiences: ['kids-families'] }, now).request.filters).toEqual({
      startDate: ['2027-03-01'],
      endDate: ['2027-03-31'],
      subcategory: ['In the galleries'],
      audience: ['Kids & Families', 'Kids & Family'],
    });
  });

  it('bounds one past year: the whole year, or strictly before today in the current year', () => {
    expect(pastYearRequest(2019, now)).toMatchObject({ index: 'exhibitions', rawFilters: [{ range: { endDate: { gte: '2019-01-01', lte: '2019-12-31' } } }], sort: [{ field: 'endDate', order: 'desc' }] });
    expect(pastYearRequest(2026, now).rawFilters).toEqual([{ range: { endDate: { gte: '2026-01-01', lt: '2026-11-22' } } }]);
  });

  it('knows which years have listings, and lists chosen years newest first', () => {
    expect([1875, 1876, 2026, 2027].map((year) => isPastYear(year, now))).toEqual([false, true, true, false]);
    expect(chosenYears([2018, 2031, 2019, 2018, 1200], now)).toEqual([2019, 2018]);
  });
});

describe('event occurrences shown (multi-session events)', () => {
  const sessions = ['2026-11-17T18:00:00-05:00', '2026-11-24T18:00:00-05:00', '2026-12-01T18:00:00-05:00', '2026-12-08T18:00:00-05:00'].map((start) => ({ start, isCanceled: start.startsWith('2026-12-01') }));
  const selection = (range: string) => resolveRange(parseRange(range).range, now);

  it('shows the next session not over, or the one on the selected days', () => {
    expect(occurrenceShown(sessions, selection('all'), now)?.start).toBe('2026-11-24T18:00:00-05:00');
    expect(occurrenceShown(sessions, selection('2026-12-01'), now)).toMatchObject({ start: '2026-12-01T18:00:00-05:00', isCanceled: true });
    expect(occurrencesShown(sessions, selection('december-2026'), now).map((session) => session.start.slice(0, 10))).toEqual(['2026-12-01', '2026-12-08']);
    expect(occurrenceShown(sessions, selection('2026-11-17'), now)?.start.slice(0, 10)).toBe('2026-11-17');
    expect(occurrenceShown([], selection('all'), now)).toBeNull();
  });

  it('reads each session’s day in New York, whatever offset the service wrote it with', () => {
    const evening = [{ start: '2026-12-02T03:30:00Z' }, { start: '2026-12-02T10:00:00-05:00' }, { start: '2026-12-01T00:15:00-05:00' }];
    expect(occurrencesShown(evening, selection('2026-12-01'), now).map((session) => session.start)).toEqual(['2026-12-02T03:30:00Z', '2026-12-01T00:15:00-05:00']);
    expect(occurrencesShown(evening, selection('2026-12-02'), now).map((session) => session.start)).toEqual(['2026-12-02T10:00:00-05:00']);
    expect(occurrencesShown(evening, selection('december-2026'), now)).toHaveLength(3);
    expect(occurrencesShown([{ start: 'soon' }, ...evening], selection('all'), now)).toEqual(evening);
  });
});
