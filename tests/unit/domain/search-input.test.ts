import { describe, expect, it } from 'vitest';
import { compareDateOptions, dateOptionLabel, readDateFilter, splitDateRange } from '../../../server/domain/search/dates';
import { decodeFilters, MAX_FILTERS_JSON_LENGTH, readFilters } from '../../../server/domain/search/filters';
import { lastPageOffset, MAX_FROM, pageOffset, pageSize, shownRange } from '../../../server/domain/search/paging';
import { isAccessionQuery, MAX_QUERY_LENGTH, searchText } from '../../../server/domain/search/query';

describe('paging (spec §9)', () => {
  it('accepts page sizes 12, 24 and 48 and reads anything else as 12', () => {
    expect([12, 24, 48].map(pageSize)).toEqual([12, 24, 48]);
    expect([0, 1, 13, 25, 100, -12, 12.5, NaN, null, undefined].map(pageSize)).toEqual(Array(10).fill(12));
  });

  it('reads a start offset as a whole number from 0, capped at the deepest page', () => {
    expect([0, 5, 48].map(pageOffset)).toEqual([0, 5, 48]);
    expect([-1, -100, 1.5, NaN, null, undefined].map(pageOffset)).toEqual(Array(6).fill(0));
    expect(pageOffset(1_000_000)).toBe(MAX_FROM);
  });

  it('numbers the results shown from 1, or 0 and 0 when none are', () => {
    expect(shownRange(0, 12)).toEqual({ start: 1, end: 12 });
    expect(shownRange(48, 4)).toEqual({ start: 49, end: 52 });
    expect(shownRange(60, 0)).toEqual({ start: 0, end: 0 });
  });

  it('moves an offset past the last result to the last page; leaves reachable offsets alone (issue 10, defect 8)', () => {
    expect(lastPageOffset(480, 12, 25)).toBe(24);
    expect(lastPageOffset(24, 12, 24)).toBe(12);
    expect(lastPageOffset(5, 12, 5)).toBe(0);
    expect(lastPageOffset(23, 12, 24)).toBeNull();
    expect(lastPageOffset(0, 12, 0)).toBeNull();
    expect(lastPageOffset(480, 12, 0)).toBeNull();
    // Beyond the deepest reachable offset, the last reachable page.
    expect(lastPageOffset(MAX_FROM, 48, 50_000)).toBeNull();
    expect(lastPageOffset(MAX_FROM, 12, 9_999)).toBe(9_996);
  });
});

describe('search text', () => {
  it('collapses whitespace, trims, cuts long text and treats a lone # as no text', () => {
    expect(searchText('  claude   monet ')).toBe('claude monet');
    expect(searchText('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(searchText('#')).toBe('');
    expect(searchText(null)).toBe('');
  });

  it('marks a leading # as an accession-number search', () => {
    expect(isAccessionQuery('#37.1940')).toBe(true);
    expect(isAccessionQuery('# 37')).toBe(true);
    expect(isAccessionQuery('monet #1')).toBe(false);
    expect(isAccessionQuery('#')).toBe(false);
  });
});

describe('date filters (spec §5)', () => {
  const years = (value: string) => readDateFilter('years', value);
  const dates = (value: string) => readDateFilter('dates', value);

  it('splits "start to end" and reads one value as both sides; an empty side is no range', () => {
    expect(splitDateRange('1850 to 1860')).toEqual({ start: '1850', end: '1860' });
    expect(splitDateRange(' -500  TO 1850 ')).toEqual({ start: '-500', end: '1850' });
    expect(splitDateRange('2026')).toEqual({ start: '2026', end: '2026' });
    for (const value of ['1850 to', 'to 1860', '', '1 to 2 to 3']) expect(splitDateRange(value), value).toBeNull();
  });

  it('collections: years with an optional minus sign and up to 8 digits, start not after end', () => {
    expect(years('1850 to 1860')).toEqual({ ok: true, value: '1850 to 1860' });
    expect(years('-500 to 1850')).toEqual({ ok: true, value: '-500 to 1850' });
    expect(years('-12345678 to 12345678')).toEqual({ ok: true, value: '-12345678 to 12345678' });
    expect(years('0850 to 0900')).toEqual({ ok: true, value: '850 to 900' });
    expect(years('1850')).toEqual({ ok: true, value: '1850 to 1850' });
    for (const value of ['123456789 to 1', '18x0 to 1900', '1850.5 to 1900', '11/1850 to 1900', '+1850 to 1900', '1850to1860']) {
      expect(years(value), value).toMatchObject({ ok: false, error: expect.stringContaining('up to 8 digits') });
    }
    expect(years('1900 to 1850')).toEqual({ ok: false, error: 'The start must not be after the end.' });
    expect(years('1850 to ')).toEqual({ ok: false, error: 'Enter both a start and an end.' });
  });

  it('other indexes: a year expands to -01-01 and -12-31', () => {
    expect(dates('2026')).toEqual({ ok: true, value: '2026-01-01 to 2026-12-31' });
    expect(dates('2026 to 2027')).toEqual({ ok: true, value: '2026-01-01 to 2027-12-31' });
    expect(dates('876 to 1876')).toEqual({ ok: true, value: '0876-01-01 to 1876-12-31' });
  });

  it('other indexes: month and year (two parts of up to 4 digits) cover the whole months', () => {
    expect(dates('11/2026 to 2/2027')).toEqual({ ok: true, value: '2026-11-01 to 2027-02-28' });
    expect(dates('2026/11 to 2028/2')).toEqual({ ok: true, value: '2026-11-01 to 2028-02-29' });
    for (const value of ['13/2026 to 1/2027', '2026/2027 to 1/2027', '0/2026 to 1/2027', '11/20266 to 1/2027']) {
      expect(dates(value), value).toMatchObject({ ok: false, error: expect.stringContaining('11/2026') });
    }
  });

  it('other indexes: day, month and year (1-2, 1-2, up to 4 digits) must be a real day', () => {
    expect(dates('28/11/2026 to 29/11/2026')).toEqual({ ok: true, value: '2026-11-28 to 2026-11-29' });
    expect(dates('1/2/2026 to 2026')).toEqual({ ok: true, value: '2026-02-01 to 2026-12-31' });
    for (const value of ['31/2/2026 to 1/3/2026', '1/13/2026 to 2/13/2026', '123/1/2026 to 1/2/2026', '2026-11-28 to 2026-11-29', 'tomorrow to 2027']) {
      expect(dates(value), value).toMatchObject({ ok: false });
    }
    expect(dates('29/11/2026 to 28/11/2026')).toEqual({ ok: false, error: 'The start must not be after the end.' });
  });

  it('labels periods and orders them by their first year', () => {
    expect(dateOptionLabel('1800 to 1899')).toBe('1800–1899');
    expect(dateOptionLabel('-500 to -401')).toBe('500 BCE–401 BCE');
    expect(dateOptionLabel('2026')).toBe('2026');
    expect(['1900 to 1999', '-100 to -1', '1800 to 1899'].sort(compareDateOptions)).toEqual(['-100 to -1', '1800 to 1899', '1900 to 1999']);
  });
});

describe('filters JSON (spec §5)', () => {
  it('decodes field → values; malformed JSON or anything but an object is no filters', () => {
    expect(decodeFilters('{"artist":["Claude Monet"],"onview":true,"dates":"1850 to 1860"}')).toEqual({ artist: ['Claude Monet'], onview: ['true'], dates: ['1850 to 1860'] });
    for (const value of ['{"artist":', '[]', '"x"', '42', 'null', '', null, undefined, `{"a":["${'x'.repeat(MAX_FILTERS_JSON_LENGTH)}"]}`]) {
      expect(decodeFilters(value), String(value).slice(0, 20)).toEqual({});
    }
  });

  it("drops '*', empty values, duplicates, objects inside lists and emptied fields", () => {
    expect(decodeFilters('{"category":["*"],"audience":["Adults","","Adults"," Members "],"place":[{"x":1}],"medium":[]}')).toEqual({ audience: ['Adults', 'Members'] });
  });

  it('keeps only the filters the type offers (and the hidden package tag)', () => {
    const read = readFilters('collections', { artist: ['Claude Monet'], 'metadata.webPackage.packageId': ['american-art'], category: ['Tours'], __proto__x: ['y'] });
    expect(read.applied).toEqual({ artist: ['Claude Monet'], 'metadata.webPackage.packageId': ['american-art'] });
    expect(readFilters('events', { artist: ['Claude Monet'], category: ['Tours'] }).applied).toEqual({ category: ['Tours'] });
    expect(readFilters(null, { artist: ['Claude Monet'] })).toEqual({ applied: {}, service: {}, rejectedDate: null });
  });

  it('keeps true and false for yes/no groups, and converts dates for the service', () => {
    expect(readFilters('collections', { onview: ['true', 'yes'], hasProvenance: ['maybe'] }).applied).toEqual({ onview: ['true'] });
    const events = readFilters('events', { dates: ['2026', '11/2026 to 12/2026'] });
    expect(events.applied).toEqual({ dates: ['2026', '11/2026 to 12/2026'] });
    expect(events.service).toEqual({ dates: ['2026-01-01 to 2026-12-31', '2026-11-01 to 2026-12-31'] });
  });

  it('leaves out a date it cannot read and says why', () => {
    const read = readFilters('collections', { dates: ['1800 to 1899', '18x0 to 1900'], artist: ['Claude Monet'] });
    expect(read.applied).toEqual({ dates: ['1800 to 1899'], artist: ['Claude Monet'] });
    expect(read.rejectedDate).toEqual({ value: '18x0 to 1900', error: expect.stringContaining('up to 8 digits') });
    expect(readFilters('events', { dates: ['2026 to'] })).toEqual({ applied: {}, service: {}, rejectedDate: { value: '2026 to', error: 'Enter both a start and an end.' } });
  });
});
