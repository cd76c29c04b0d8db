import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { MUSEUM_ZONE, MUSEUM_ZONE_NAME } from '../../../server/domain/clock';
import { HourlyOffsetZone } from '../../../server/domain/hourly-offset-zone';

const MINUTE_MS = 60_000;

/** Every minute of the two days around an instant, as epoch milliseconds. */
function minutesAround(iso: string): number[] {
  const middle = DateTime.fromISO(iso, { zone: 'utc' }).toMillis();
  return Array.from({ length: 2 * 24 * 60 }, (_, index) => middle - 24 * 60 * MINUTE_MS + index * MINUTE_MS);
}

/** Each instant's offset from the remembering zone, asked twice (the second from memory), beside Luxon's own. */
function offsets(name: string, instants: number[]) {
  const remembering = new HourlyOffsetZone(name);
  const luxon = IANAZone.create(name);
  return instants.map((ts) => ({ ts, luxon: luxon.offset(ts), first: remembering.offset(ts), again: remembering.offset(ts) }));
}

const disagreements = (rows: ReturnType<typeof offsets>) => rows.filter((row) => row.first !== row.luxon || row.again !== row.luxon);

describe('the museum zone remembers offsets per hour (issue 11: Luxon asked Intl for every DateTime)', () => {
  it.each([
    ['New York, into daylight time', MUSEUM_ZONE_NAME, '2026-03-08T07:00:00Z'],
    ['New York, out of daylight time', MUSEUM_ZONE_NAME, '2026-11-01T06:00:00Z'],
    ['New York, from local mean time (12:03:58)', MUSEUM_ZONE_NAME, '1883-11-18T17:00:00Z'],
    ['St. John’s, a transition at half past a UTC hour', 'America/St_Johns', '2026-11-01T04:30:00Z'],
    ['Lord Howe, a half-hour shift', 'Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
  ])('%s: every minute of the two days around the transition has Luxon’s offset', (_, name, transition) => {
    const rows = offsets(name, minutesAround(transition));
    expect(new Set(rows.map((row) => row.luxon)).size).toBe(2);
    expect(disagreements(rows)).toEqual([]);
  });

  it('asks Intl (through Luxon) twice for an hour, then never again for it', () => {
    const zone = new HourlyOffsetZone(MUSEUM_ZONE_NAME);
    const asked = vi.spyOn(IANAZone.prototype, 'offset');
    const hour = DateTime.fromISO('2026-11-24T18:00:00Z').toMillis();
    const instants = Array.from({ length: 60 }, (_, minute) => hour + minute * MINUTE_MS);
    try {
      expect(new Set(instants.map((ts) => zone.offset(ts)))).toEqual(new Set([-300]));
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      asked.mockRestore();
    }
  });

  it('answers an invalid instant as Luxon does', () => {
    expect(new HourlyOffsetZone(MUSEUM_ZONE_NAME).offset(Number.NaN)).toBeNaN();
  });

  it('is the same zone to Luxon: equal DateTimes, the same name, the same formatting', () => {
    const iso = '2026-11-24T18:30:00';
    const remembered = DateTime.fromISO(iso, { zone: MUSEUM_ZONE });
    const luxon = DateTime.fromISO(iso, { zone: MUSEUM_ZONE_NAME });
    expect(remembered.equals(luxon)).toBe(true);
    expect(luxon.setZone(MUSEUM_ZONE)).toBe(luxon);
    expect(remembered.zoneName).toBe(MUSEUM_ZONE_NAME);
    expect(remembered.toISO()).toBe('2026-11-24T18:30:00.000-05:00');
    expect(remembered.toFormat('EEEE, LLLL d, h:mm a ZZZZ', { locale: 'en-US' })).toBe(luxon.toFormat('EEEE, LLLL d, h:mm a ZZZZ', { locale: 'en-US' }));
    expect(remembered.toLocaleString(DateTime.DATETIME_FULL, { locale: 'en-US' })).toBe(luxon.toLocaleString(DateTime.DATETIME_FULL, { locale: 'en-US' }));
  });
});
