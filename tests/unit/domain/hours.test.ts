import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { BuildingHours, SiteCalendar } from '../../../server/domain/hours';
import { todayHours, weeklyHours } from '../../../server/domain/hours';
import { MUSEUM_ZONE } from '../../../server/domain/clock';

const TEN_TO_FIVE = '10:00 a.m.–5:00 p.m.';
const EVENING = '10:00 a.m.–8:45 p.m.';

const mainBuilding: BuildingHours = {
  weekly: { Monday: 'Closed', Tuesday: TEN_TO_FIVE, Wednesday: EVENING, Thursday: TEN_TO_FIVE, Friday: EVENING, Saturday: TEN_TO_FIVE, Sunday: TEN_TO_FIVE },
  override: null,
  seasonalRule: null,
  isPrimary: true,
};
const houses: BuildingHours = {
  weekly: { Thursday: '10:00 a.m.–4:00 p.m.', Friday: '10:00 a.m.–4:00 p.m.', Saturday: '10:00 a.m.–4:00 p.m.', Sunday: '10:00 a.m.–4:00 p.m.' },
  override: null,
  seasonalRule: { closedMonths: [1, 2, 3], tourTimes: ['11:00 a.m.', '1:00 p.m.', '2:30 p.m.'] },
  isPrimary: false,
};
const site: SiteCalendar = {
  closedDates: ['2026-11-26', '2026-12-25'],
  openDates: ['2026-10-12', '2027-02-15'],
  closedDaysOfWeek: ['Monday'],
};
const at = (iso: string) => DateTime.fromISO(iso, { zone: MUSEUM_ZONE });

describe('todayHours', () => {
  it('closes on a closed weekday (Monday)', () => {
    expect(todayHours(mainBuilding, site, at('2026-11-23T10:00'))).toEqual({
      date: '2026-11-23',
      isOpen: false,
      text: 'Closed today',
      hours: null,
      note: null,
    });
  });

  it("opens on a Monday holiday from the open-dates list with the holiday's hours", () => {
    const today = todayHours(mainBuilding, site, at('2026-10-12T09:00'));
    expect(today).toMatchObject({ isOpen: true, text: 'Open today 10:00 a.m.–5:00 p.m.', hours: TEN_TO_FIVE });
  });

  it('closes on Thanksgiving although Thursdays are open', () => {
    expect(todayHours(mainBuilding, site, at('2026-11-26T12:00'))).toMatchObject({ date: '2026-11-26', isOpen: false, text: 'Closed today' });
  });

  it('shows the regular hours of an ordinary day', () => {
    expect(todayHours(mainBuilding, site, at('2026-11-22T10:00'))).toMatchObject({ isOpen: true, text: `Open today ${TEN_TO_FIVE}`, note: null });
  });

  it('shows the evening hours on Friday', () => {
    expect(todayHours(mainBuilding, site, at('2026-11-20T18:00'))).toMatchObject({ isOpen: true, text: 'Open today 10:00 a.m.–8:45 p.m.', hours: EVENING });
  });

  it('uses the museum zone, not UTC, to decide the day', () => {
    // 02:00 UTC on Tuesday is still Monday evening in Philadelphia.
    expect(todayHours(mainBuilding, site, DateTime.fromISO('2026-11-24T02:00:00Z')).text).toBe('Closed today');
  });

  it('shows the override text only within its date range', () => {
    const withOverride: BuildingHours = { ...mainBuilding, override: { text: 'Galleries closing early.', start: '2026-11-20', end: '2026-11-22' } };
    expect(todayHours(withOverride, site, at('2026-11-22T10:00')).note).toBe('Galleries closing early.');
    expect(todayHours(withOverride, site, at('2026-11-20T10:00')).note).toBe('Galleries closing early.');
    expect(todayHours(withOverride, site, at('2026-11-25T10:00')).note).toBeNull();
    expect(todayHours(withOverride, site, at('2026-11-19T10:00')).note).toBeNull();
  });

  // Our reading of the historic houses' rule (docs/guides/spec-departures.md): closed to walk-in
  // visits January to March, with guided tours at the rule's times on the days the house would
  // open; regular hours otherwise.
  it('closes the historic houses January to March with their tour times on the days they would open', () => {
    // Saturday 13 February 2027: a house day (Thursday to Sunday).
    expect(todayHours(houses, site, at('2027-02-13T11:00'))).toEqual({
      date: '2027-02-13',
      isOpen: false,
      text: 'Closed today',
      hours: null,
      note: 'Tours at 11:00 a.m., 1:00 p.m. and 2:30 p.m.',
    });
    expect(todayHours(houses, site, at('2027-01-01T11:00')).note).toBe('Tours at 11:00 a.m., 1:00 p.m. and 2:30 p.m.');
    expect(todayHours(houses, site, at('2027-03-31T11:00')).note).toBeNull(); // a Wednesday
    expect(todayHours(houses, site, at('2027-03-28T11:00')).note).toBe('Tours at 11:00 a.m., 1:00 p.m. and 2:30 p.m.'); // a Sunday
  });

  it('gives no tours on the days the houses stay shut anyway: their closed weekdays, site closures and open dates of the main building', () => {
    // Tuesday 16 February 2027: not a house day.
    expect(todayHours(houses, site, at('2027-02-16T11:00'))).toMatchObject({ isOpen: false, text: 'Closed today', note: null });
    // Monday 15 February 2027 is an open date, which opens the main building only.
    expect(todayHours(houses, site, at('2027-02-15T11:00'))).toMatchObject({ isOpen: false, note: null });
    const closedOnSunday: SiteCalendar = { ...site, closedDates: ['2027-02-14'] };
    expect(todayHours(houses, closedOnSunday, at('2027-02-14T11:00'))).toMatchObject({ isOpen: false, note: null });
  });

  it('opens the historic houses from April with their regular hours and no tour times', () => {
    expect(todayHours(houses, site, at('2027-04-10T11:00'))).toEqual({
      date: '2027-04-10',
      isOpen: true,
      text: 'Open today 10:00 a.m.–4:00 p.m.',
      hours: '10:00 a.m.–4:00 p.m.',
      note: null,
    });
    expect(todayHours(houses, site, at('2026-12-31T11:00'))).toMatchObject({ isOpen: true, text: 'Open today 10:00 a.m.–4:00 p.m.' });
    expect(todayHours(houses, site, at('2027-04-13T11:00'))).toMatchObject({ isOpen: false, text: 'Closed today' });
  });

  it("puts an editor's override in range before the tour times", () => {
    const withOverride: BuildingHours = { ...houses, override: { text: 'Cedar Grove is closed for repairs.', start: '2027-02-01', end: '2027-02-28' } };
    expect(todayHours(withOverride, site, at('2027-02-13T11:00')).note).toBe('Cedar Grove is closed for repairs.');
    expect(todayHours(withOverride, site, at('2027-03-13T11:00')).note).toBe('Tours at 11:00 a.m., 1:00 p.m. and 2:30 p.m.');
  });

  it("applies the site's closed weekdays and open dates to the main building only", () => {
    const rodin: BuildingHours = { ...mainBuilding, weekly: { ...mainBuilding.weekly, Monday: TEN_TO_FIVE }, isPrimary: false };
    expect(todayHours(rodin, site, at('2026-11-23T10:00')).text).toBe(`Open today ${TEN_TO_FIVE}`);
    expect(todayHours({ ...rodin, weekly: { Monday: 'Closed' } }, site, at('2026-10-12T10:00')).text).toBe('Closed today');
  });
});

describe('weeklyHours', () => {
  it('lists the seven days Monday first, a missing day as Closed', () => {
    const week = weeklyHours(houses.weekly);
    expect(week.map(({ day }) => day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week[0]).toEqual({ day: 'Monday', hours: 'Closed' });
    expect(week[3]).toEqual({ day: 'Thursday', hours: '10:00 a.m.–4:00 p.m.' });
  });
});
