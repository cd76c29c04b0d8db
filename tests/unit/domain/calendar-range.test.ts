import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isoDay, weekendOf, weekOf } from '../../../server/domain/calendar/periods';
import { formatRange, MAX_LISTED_DATES, MAX_SPAN_DAYS, MAX_YEAR, MIN_YEAR, parseRange, RANGE_WORDS, type CalendarRange } from '../../../server/domain/calendar/range';
import { currentOrNextSeason, seasonName, seasonOf, seasonSpan, SEASONS } from '../../../server/domain/calendar/seasons';
import { areConsecutive, isPastSelection, resolveRange, selectedDates, selectionText } from '../../../server/domain/calendar/selection';
import { MUSEUM_ZONE } from '../../../server/domain/clock';

const at = (iso: string) => DateTime.fromISO(iso, { zone: MUSEUM_ZONE });
/** Sunday 22 November 2026, 10:00 in Philadelphia: the clock of the API and browser tests. */
const now = at('2026-11-22T10:00:00');

const days = (range: string, clock = now) => selectedDates(resolveRange(parseRange(range).range, clock));
const first = (list: string[]) => list[0];
const last = (list: string[]) => list.at(-1);

describe('calendar range values (spec §5): every form', () => {
  it('reads all and highlights as no dates, and an empty value as all', () => {
    for (const value of ['all', 'highlights', '', '  ', null, undefined]) {
      const parsed = parseRange(value);
      expect(parsed.valid).toBe(true);
      expect(resolveRange(parsed.range, now).span).toBeNull();
    }
    expect(parseRange('highlights').range).toEqual({ kind: 'highlights' });
  });

  it('reads today as the museum’s today, in New York time (not the server’s)', () => {
    expect(days('today')).toEqual(['2026-11-22']);
    // 23:30 on the 22nd in New York is already the 23rd in UTC.
    expect(days('today', DateTime.fromISO('2026-11-23T04:30:00Z'))).toEqual(['2026-11-22']);
  });

  it('reads this-week as Sunday through Saturday', () => {
    expect(days('this-week')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(days('this-week', at('2026-11-28T12:00'))).toEqual(days('this-week'));
  });

  it('reads this-weekend as the day before the end of the week through the day after it (spec §9)', () => {
    // The week ends on Saturday 28 November: Friday 27 through Sunday 29.
    expect(days('this-weekend')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days('this-weekend', at('2026-11-28T12:00'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days('this-weekend', at('2026-11-27T12:00'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days('this-weekend', at('2026-11-24T12:00'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('reads this-month and a month-year (several spellings) as the whole month', () => {
    expect([first(days('this-month')), last(days('this-month'))]).toEqual(['2026-11-01', '2026-11-30']);
    for (const value of ['february-2028', 'February-2028', 'feb-2028', '2028-02']) {
      expect(parseRange(value)).toEqual({ valid: true, range: { kind: 'month', year: 2028, month: 2 } });
    }
    expect(days('february-2028')).toHaveLength(29);
    expect(formatRange({ kind: 'month', year: 2028, month: 2 })).toBe('february-2028');
  });

  it('reads a single date, a comma list (sorted, without repeats) and spans written with -to- or +', () => {
    expect(parseRange('2026-12-05').range).toEqual({ kind: 'dates', dates: ['2026-12-05'] });
    expect(parseRange('2026-12-05,2026-11-28, 2026-12-05').range).toEqual({ kind: 'dates', dates: ['2026-11-28', '2026-12-05'] });
    for (const value of ['2026-11-27-to-2026-11-29', '2026-11-27+2026-11-29', '2026-11-29-to-2026-11-27', '2026-11-27 2026-11-29']) {
      expect(parseRange(value).range).toEqual({ kind: 'span', start: '2026-11-27', end: '2026-11-29' });
    }
    expect(parseRange('2026-11-27-to-2026-11-27').range).toEqual({ kind: 'dates', dates: ['2026-11-27'] });
    expect(days('2026-11-27+2026-11-29')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('reads a season-year, and a bare season name as that season now or next', () => {
    expect(parseRange('winter-2026').range).toEqual({ kind: 'season', season: 'winter', year: 2026 });
    expect([first(days('winter-2026')), last(days('winter-2026'))]).toEqual(['2026-12-01', '2027-02-28']);
    expect([first(days('summer-2027')), last(days('summer-2027'))]).toEqual(['2027-06-01', '2027-08-31']);
    expect(parseRange('autumn-2026').range).toEqual({ kind: 'season', season: 'fall', year: 2026 });
    // In November 2026: fall is now; winter comes next; spring 2026 is over, so spring means 2027.
    expect(first(days('fall'))).toBe('2026-09-01');
    expect(first(days('winter'))).toBe('2026-12-01');
    expect(first(days('spring'))).toBe('2027-03-01');
    expect(first(days('this-season'))).toBe('2026-09-01');
  });

  it('applies the before-March rule: January and February belong to the previous year’s winter', () => {
    const lastOfFebruary = at('2027-02-28T12:00');
    const firstOfMarch = at('2027-03-01T12:00');
    expect(seasonOf(lastOfFebruary)).toEqual({ season: 'winter', year: 2026 });
    expect(seasonOf(firstOfMarch)).toEqual({ season: 'spring', year: 2027 });
    expect([first(days('this-season', lastOfFebruary)), last(days('this-season', lastOfFebruary))]).toEqual(['2026-12-01', '2027-02-28']);
    expect([first(days('this-season', firstOfMarch)), last(days('this-season', firstOfMarch))]).toEqual(['2027-03-01', '2027-05-31']);
    expect(first(days('winter', lastOfFebruary))).toBe('2026-12-01');
    expect(first(days('winter', firstOfMarch))).toBe('2027-12-01');
    expect(seasonName({ season: 'winter', year: 2026 })).toBe('Winter 2026–27');
  });

  it('falls back to all for anything it does not understand, never throwing', () => {
    const tooMany = Array.from({ length: MAX_LISTED_DATES + 1 }, (_, index) => isoDay(now.plus({ days: index }))).join(',');
    for (const value of ['tomorrow', 'this-year', '2026-02-30', '2026-13-01', '1875-06-01', '2101-01-01', 'smarch-2026', 'winter-99999', '2026-01-01-to-2027-06-01', tooMany, 'x'.repeat(10_000), '%E0%A4%A', '2026-11-27-to-', '+', ',', 'all+today']) {
      expect(parseRange(value), value.slice(0, 40)).toEqual({ valid: false, range: { kind: 'all' } });
    }
  });
});

describe('selection texts (spec §4: a list of dates is a range only when consecutive)', () => {
  const text = (range: string, clock = now) => selectionText(resolveRange(parseRange(range).range, clock), clock);
  it.each([
    ['today', 'Sunday, November 22, 2026'],
    ['2026-11-24,2026-11-25,2026-11-26', 'November 24–26, 2026'],
    ['2026-11-24,2026-11-26,2026-12-01', 'November 24, 26 and December 1, 2026'],
    ['2026-12-31,2027-01-02', 'December 31, 2026 and January 2, 2027'],
    ['2026-11-27-to-2026-12-02', 'November 27–December 2, 2026'],
    ['this-weekend', 'November 27–29, 2026'],
    ['december-2026', 'December 2026'],
    ['winter', 'Winter 2026–27'],
    ['highlights', 'Highlights'],
  ])('%s reads "%s"', (range, expected) => {
    expect(text(range)).toBe(expected);
  });

  it('reads all as no text', () => {
    expect(text('all')).toBeNull();
  });
});

// Property tests: the codec is total, canonical, and its periods hold the spec's rules for any day.
const dayArb = fc.date({ min: new Date(Date.UTC(MIN_YEAR, 0, 1)), max: new Date(Date.UTC(MAX_YEAR, 11, 31)), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const clockArb = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2090, 11, 31)), noInvalidDate: true }).map((date) => DateTime.fromJSDate(date).setZone(MUSEUM_ZONE));
const rangeArb: fc.Arbitrary<CalendarRange> = fc.oneof(
  fc.constantFrom(...RANGE_WORDS).map((kind) => ({ kind }) as CalendarRange),
  fc.uniqueArray(dayArb, { minLength: 1, maxLength: MAX_LISTED_DATES }).map((dates) => ({ kind: 'dates' as const, dates: [...dates].sort() })),
  fc.tuple(dayArb, fc.integer({ min: 1, max: MAX_SPAN_DAYS - 1 })).map(([start, length]) => {
    const startDay = DateTime.fromISO(start, { zone: MUSEUM_ZONE });
    return { kind: 'span' as const, start, end: isoDay(startDay.plus({ days: length })) };
  }).filter((range) => Number(range.end.slice(0, 4)) <= MAX_YEAR),
  fc.record({ kind: fc.constant('month' as const), year: fc.integer({ min: MIN_YEAR, max: MAX_YEAR }), month: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('season' as const), season: fc.constantFrom(...SEASONS), year: fc.option(fc.integer({ min: MIN_YEAR, max: MAX_YEAR }), { nil: null }) }),
);

describe('range codec properties (fast-check)', () => {
  it('gives every range back from its canonical text, whatever its case or surrounding spaces', () => {
    fc.assert(
      fc.property(rangeArb, fc.boolean(), (range, shout) => {
        const text = formatRange(range);
        expect(parseRange(shout ? ` ${text.toUpperCase()} ` : text)).toEqual({ valid: true, range });
      }),
    );
  });

  it('reads any text without throwing, to a range whose canonical text reads back the same', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), rangeArb.map(formatRange).map((text) => text.replace(/\d$/, 'x'))), (text) => {
        const parsed = parseRange(text);
        expect(parseRange(formatRange(parsed.range)).range).toEqual(parsed.range);
        if (!parsed.valid) expect(parsed.range).toEqual({ kind: 'all' });
      }),
    );
  });

  it('selects sorted, consecutive-where-spanned days inside the range’s span, never more than a year', () => {
    fc.assert(
      fc.property(rangeArb, clockArb, (range, clock) => {
        const selection = resolveRange(range, clock);
        const dates = selectedDates(selection);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        expect(dates.length).toBeLessThanOrEqual(MAX_SPAN_DAYS);
        if (selection.span) {
          expect(first(dates)).toBe(isoDay(selection.span.start));
          expect(last(dates)).toBe(isoDay(selection.span.end));
        }
        if (!selection.listed) expect(areConsecutive(selection.days)).toBe(true);
        if (range.kind === 'dates') expect(dates).toEqual(range.dates);
      }),
    );
  });

  it('puts every day in exactly one season of three months, and the before-March rule holds', () => {
    fc.assert(
      fc.property(clockArb, (clock) => {
        const day = clock.startOf('day');
        const season = seasonOf(day);
        const span = seasonSpan(season);
        expect(day >= span.start && day <= span.end).toBe(true);
        expect(Math.round(span.end.plus({ days: 1 }).diff(span.start, 'months').months)).toBe(3);
        expect(season.year).toBe(day.month < 3 ? day.year - 1 : day.year);
        const others = SEASONS.filter((name) => name !== season.season).map((name) => seasonSpan({ season: name, year: season.year }));
        expect(others.every((other) => day < other.start || day > other.end)).toBe(true);
        for (const name of SEASONS) expect(seasonSpan(currentOrNextSeason(name, day)).end >= day).toBe(true);
      }),
    );
  });

  it('makes a week Sunday–Saturday around today, and a weekend the Friday–Sunday around its Saturday', () => {
    fc.assert(
      fc.property(clockArb, (clock) => {
        const week = weekOf(clock);
        const weekend = weekendOf(clock);
        expect(week.start.weekday).toBe(7);
        expect(week.end.weekday).toBe(6);
        expect(clock.startOf('day') >= week.start && clock.startOf('day') <= week.end).toBe(true);
        expect([weekend.start.weekday, weekend.end.weekday]).toEqual([5, 7]);
        expect(weekend.start.plus({ days: 1 }).hasSame(week.end, 'day')).toBe(true);
      }),
    );
  });

  it('calls a selection past only when its last day is before today', () => {
    fc.assert(
      fc.property(rangeArb, clockArb, (range, clock) => {
        const selection = resolveRange(range, clock);
        const past = isPastSelection(selection, clock);
        expect(past).toBe(selection.span !== null && isoDay(selection.span.end) < isoDay(clock));
      }),
    );
  });
});
