import { describe, expect, it } from 'vitest';
import type { BuildingHours, SiteCalendar } from '../../../server/domain/hours';
import { hoursRange, openingHours, specialHours } from '../../../server/domain/opening-hours';

const TEN_TO_FIVE = '10:00 a.m.–5:00 p.m.';
const main: BuildingHours = {
  weekly: { Monday: 'Closed', Tuesday: TEN_TO_FIVE, Wednesday: '10:00 a.m.–8:45 p.m.', Thursday: TEN_TO_FIVE, Friday: '10 a.m. to Midnight', Saturday: TEN_TO_FIVE, Sunday: 'Noon–5:00 p.m.' },
  override: null,
  seasonalRule: null,
  isPrimary: true,
};
const site: SiteCalendar = { closedDates: ['2026-11-26', '2026-12-25', '2026-12-28'], openDates: ['2026-12-28', '2027-01-18', '2026-01-19'], closedDaysOfWeek: ['Thursday'] };

describe('opening hours as times', () => {
  it('reads the hours texts the site shows', () => {
    expect(hoursRange(TEN_TO_FIVE)).toEqual({ opens: '10:00', closes: '17:00' });
    expect(hoursRange('10 a.m. to Midnight')).toEqual({ opens: '10:00', closes: '23:59' });
    expect(hoursRange('Noon - 12:30 p.m.')).toEqual({ opens: '12:00', closes: '12:30' });
    expect(hoursRange('12:15 a.m.–1:00 a.m.')).toEqual({ opens: '00:15', closes: '01:00' });
    for (const text of ['Closed', 'By appointment', '10:00–17:00', '13:00 p.m.–2:00 p.m.', '', null]) expect(hoursRange(text), String(text)).toBeNull();
  });

  it('groups weekdays with the same hours and leaves out closed days, the main building’s closed weekdays included', () => {
    expect(openingHours(main, site)).toEqual([
      { days: ['Tuesday', 'Saturday'], opens: '10:00', closes: '17:00' },
      { days: ['Wednesday'], opens: '10:00', closes: '20:45' },
      { days: ['Friday'], opens: '10:00', closes: '23:59' },
      { days: ['Sunday'], opens: '12:00', closes: '17:00' },
    ]);
    // The site's closed weekdays describe the main building only.
    expect(openingHours({ ...main, isPrimary: false }, site).flatMap((group) => group.days)).toContain('Thursday');
  });

  it('lists closed and open dates from today on, an open date winning for the main building as today’s hours do', () => {
    expect(specialHours(main, site, '2026-11-26')).toEqual([
      { date: '2026-11-26', opens: null, closes: null },
      { date: '2026-12-25', opens: null, closes: null },
      { date: '2026-12-28', opens: '10:00', closes: '17:00' },
      { date: '2027-01-18', opens: '10:00', closes: '17:00' },
    ]);
    expect(specialHours({ ...main, isPrimary: false }, site, '2026-11-27')).toEqual([
      { date: '2026-12-25', opens: null, closes: null },
      { date: '2026-12-28', opens: null, closes: null },
    ]);
  });
});
