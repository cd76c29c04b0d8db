import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { eventStatus, showsTickets } from '../../../server/domain/calendar/event-status';
import { clockTime, eventDateText, eventWhen, timeRange } from '../../../server/domain/calendar/event-times';
import { exhibitionDateText, exhibitionDetailDateText, exhibitionLabel, exhibitionOpeningText, lastDayOfRun, type ExhibitionDates } from '../../../server/domain/calendar/exhibition-status';
import { dateRange } from '../../../server/domain/calendar/museum-dates';
import { MUSEUM_ZONE } from '../../../server/domain/clock';

const now = DateTime.fromISO('2026-11-22T10:00:00', { zone: MUSEUM_ZONE });
const temporary = (startDate: string, endDate: string): ExhibitionDates => ({ startDate, endDate, duration: 'temporary' });
const at = (iso: string) => DateTime.fromISO(iso, { zone: MUSEUM_ZONE });

describe('exhibition labels (content spec §4)', () => {
  it.each([
    ['ended yesterday', temporary('2026-01-01', '2026-11-21'), 'Closed'],
    ['ends today', temporary('2026-01-01', '2026-11-22'), 'Closing Soon'],
    ['ends in exactly 3 weeks', temporary('2026-01-01', '2026-12-13'), 'Closing Soon'],
    ['ends in 3 weeks and a day', temporary('2026-01-01', '2026-12-14'), 'Now On View'],
    ['opens tomorrow', temporary('2026-11-23', '2027-03-01'), 'Coming Soon'],
    ['opens in exactly 3 months', temporary('2027-02-22', '2027-06-01'), 'Coming Soon'],
    ['opens in 3 months and a day', temporary('2027-02-23', '2027-06-01'), 'Upcoming'],
    ['opened today', temporary('2026-11-22', '2027-06-01'), 'Now On View'],
    ['open-ended, far from its end', { startDate: '2020-01-01', endDate: '2030-12-31', duration: 'temporary' }, 'Now On View'],
  ] satisfies [string, ExhibitionDates, string][])('%s: %s', (_name, exhibition, label) => {
    expect(exhibitionLabel(exhibition, now)).toBe(label);
  });

  it('never calls an ongoing exhibition closing soon, whatever its end date says', () => {
    expect(exhibitionLabel({ startDate: '2020-01-01', endDate: '2026-11-30', duration: 'ongoing' }, now)).toBe('Now On View');
  });
});

describe('exhibition date texts on detail pages (content spec §4)', () => {
  it('reads "Through {end}" for every temporary exhibition: on view, upcoming or closed', () => {
    expect(exhibitionDetailDateText(temporary('2026-01-01', '2027-01-04'))).toBe('Through January 4, 2027');
    expect(exhibitionDetailDateText(temporary('2027-03-03', '2027-06-15'))).toBe('Through June 15, 2027');
    expect(exhibitionDetailDateText(temporary('2026-12-01', '2027-02-01'))).toBe('Through February 1, 2027');
    expect(exhibitionDetailDateText(temporary('1991-03-03', '1991-06-15'))).toBe('Through June 15, 1991');
  });
  it('reads "Ongoing" for ongoing exhibitions and for temporary ones ending 2030-12-31, opened or not', () => {
    expect(exhibitionDetailDateText({ startDate: '2020-01-01', endDate: null, duration: 'ongoing' })).toBe('Ongoing');
    expect(exhibitionDetailDateText({ startDate: '2020-01-01', endDate: '2030-12-31', duration: 'temporary' })).toBe('Ongoing');
    expect(exhibitionDetailDateText({ startDate: '2027-03-03', endDate: '2030-12-31', duration: 'temporary' })).toBe('Ongoing');
  });
  it("prefers the editors' override", () => {
    expect(exhibitionDetailDateText({ ...temporary('2027-03-03', '2027-06-15'), dateOverride: ' Opens Spring 2027 ' })).toBe('Opens Spring 2027');
  });
  it('gives no text without an end date it can read', () => {
    expect(exhibitionDetailDateText(temporary('2026-01-01', 'soon'))).toBeNull();
  });
  it('names the opening day apart while it has not opened, unless the editors wrote their own text', () => {
    expect(exhibitionOpeningText(temporary('2027-03-03', '2027-06-15'), now)).toBe('Opens March 3, 2027');
    expect(exhibitionOpeningText({ startDate: '2026-11-23', endDate: '2030-12-31', duration: 'temporary' }, now)).toBe('Opens November 23, 2026');
    expect(exhibitionOpeningText(temporary('2026-11-22', '2027-06-15'), now)).toBeNull();
    expect(exhibitionOpeningText(temporary('1991-03-03', '1991-06-15'), now)).toBeNull();
    expect(exhibitionOpeningText({ ...temporary('2027-03-03', '2027-06-15'), dateOverride: 'Opens Spring 2027' }, now)).toBeNull();
  });
});

describe('exhibition date texts on cards (listings spec: an exhibition that already ended shows its range)', () => {
  it('reads "Through {end}" while on view and before opening', () => {
    expect(exhibitionDateText(temporary('2026-01-01', '2027-01-04'), now)).toBe('Through January 4, 2027');
    expect(exhibitionDateText(temporary('2027-03-03', '2027-06-15'), now)).toBe('Through June 15, 2027');
  });
  it('shows the start–end range once closed, within a year and across years', () => {
    expect(exhibitionDateText(temporary('1991-03-03', '1991-06-15'), now)).toBe('March 3–June 15, 1991');
    expect(exhibitionDateText(temporary('2024-11-03', '2025-01-05'), now)).toBe('November 3, 2024–January 5, 2025');
  });
  it('reads "Ongoing" for open-ended exhibitions, opened or not, and prefers the override', () => {
    expect(exhibitionDateText({ startDate: '2027-03-03', endDate: '2030-12-31', duration: 'temporary' }, now)).toBe('Ongoing');
    expect(exhibitionDateText({ startDate: '2020-01-01', endDate: null, duration: 'ongoing' }, now)).toBe('Ongoing');
    expect(exhibitionDateText({ ...temporary('1991-03-03', '1991-06-15'), dateOverride: 'Spring 1991' }, now)).toBe('Spring 1991');
  });
});

describe('the last day of a run (spec §9)', () => {
  it('is the end date, or 2030-12-31 for an open-ended exhibition whatever its end date says', () => {
    expect(lastDayOfRun(temporary('2026-01-01', '2027-01-04'))?.toISODate()).toBe('2027-01-04');
    expect(lastDayOfRun({ startDate: '2020-01-01', endDate: null, duration: 'ongoing' })?.toISODate()).toBe('2030-12-31');
    expect(lastDayOfRun({ startDate: '2020-01-01', endDate: '2026-11-30', duration: 'ongoing' })?.toISODate()).toBe('2030-12-31');
    expect(lastDayOfRun({ startDate: '2020-01-01', endDate: null, duration: 'temporary' })?.toISODate()).toBe('2030-12-31');
  });
});

describe('date ranges', () => {
  it('writes one day once', () => {
    expect(dateRange(at('2026-11-22'), at('2026-11-22T18:00'))).toBe('November 22, 2026');
  });
});

describe('event statuses and tickets (spec §4)', () => {
  it('reads canceled over sold out, from flags or the search service strings', () => {
    expect(eventStatus({ isCanceled: true, isSoldOut: true })).toBe('CANCELED');
    expect(eventStatus({ isCanceled: false, isSoldOut: true })).toBe('SOLD_OUT');
    expect(eventStatus({})).toBeNull();
    expect(eventStatus('isCanceled')).toBe('CANCELED');
    expect(eventStatus('isSoldOut')).toBe('SOLD_OUT');
    expect(eventStatus('other')).toBeNull();
  });
  it('shows tickets only for an upcoming event with a link and no status', () => {
    const event = { status: null, ticketUrl: '?keyword=X', startDate: '2026-11-22T14:00:00-05:00', endDate: '2026-11-22T15:00:00-05:00' };
    expect(showsTickets(event, now)).toBe(true);
    expect(showsTickets({ ...event, status: 'SOLD_OUT' }, now)).toBe(false);
    expect(showsTickets({ ...event, status: 'CANCELED' }, now)).toBe(false);
    expect(showsTickets({ ...event, ticketUrl: null }, now)).toBe(false);
    expect(showsTickets({ ...event, startDate: '2026-11-21T14:00:00-05:00', endDate: '2026-11-21T15:00:00-05:00' }, now)).toBe(false);
    // Still running: its end has not passed.
    expect(showsTickets({ ...event, startDate: '2026-11-22T09:00:00-05:00', endDate: '2026-11-22T11:00:00-05:00' }, now)).toBe(true);
  });
});

describe('event times (spec §9)', () => {
  it('writes 11:59 p.m. as Midnight and noon as 12:00 p.m.', () => {
    expect(clockTime(at('2026-11-22T23:59'))).toBe('Midnight');
    expect(clockTime(at('2026-11-22T12:00'))).toBe('12:00 p.m.');
    expect(clockTime(at('2026-11-22T00:30'))).toBe('12:30 a.m.');
  });
  it('writes a shared meridiem once', () => {
    expect(timeRange(at('2026-11-22T14:00'), at('2026-11-22T15:30'))).toBe('2:00–3:30 p.m.');
    expect(timeRange(at('2026-11-22T11:00'), at('2026-11-22T13:00'))).toBe('11:00 a.m.–1:00 p.m.');
    expect(timeRange(at('2026-11-22T20:00'), at('2026-11-22T23:59'))).toBe('8:00 p.m.–Midnight');
    expect(timeRange(at('2026-11-22T20:00'), null)).toBe('8:00 p.m.');
  });
  it('reads upstream date-times in New York whatever their offset', () => {
    expect(eventWhen('2026-11-28T18:00:00Z', '2026-11-28T19:00:00Z')).toEqual({ date: 'Saturday, November 28, 2026', time: '1:00–2:00 p.m.' });
    expect(eventDateText('2026-11-28')).toBe('Saturday, November 28, 2026');
    expect(eventDateText('not a date')).toBeNull();
  });
});
