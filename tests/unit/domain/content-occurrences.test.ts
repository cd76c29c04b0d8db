import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { chooseOccurrence, eventOccurrences, occurrenceParams, readOccurrenceChoice } from '../../../server/domain/content/occurrences';

const NOW = DateTime.fromISO('2026-11-22T10:00:00', { zone: 'America/New_York' });
const at = (day: string, time: string, flags: { isCanceled?: boolean; isSoldOut?: boolean } = {}) => ({ start: `${day}T${time}:00-05:00`, end: `${day}T${time.replace(/^(\d\d)/, (hour) => String(Number(hour) + 1).padStart(2, '0'))}:00-05:00`, ...flags });

describe('event dates (spec §2: the occurrence chosen by d and s)', () => {
  const dates = eventOccurrences(
    { eventDatetimes: [at('2026-12-12', '14:00'), at('2026-11-15', '14:00'), at('2026-12-02', '14:00', { isCanceled: true }), at('2026-12-05', '14:00', { isSoldOut: true }), at('2026-12-12', '16:00')] },
    NOW,
  );

  it('orders the dates, marks past ones and reads each date’s status', () => {
    expect(dates.map((date) => occurrenceParams(date))).toEqual([
      { d: '2026-11-15', s: '14:00' },
      { d: '2026-12-02', s: '14:00' },
      { d: '2026-12-05', s: '14:00' },
      { d: '2026-12-12', s: '14:00' },
      { d: '2026-12-12', s: '16:00' },
    ]);
    expect(dates.map((date) => [date.isPast, date.status])).toEqual([
      [true, null],
      [false, 'CANCELED'],
      [false, 'SOLD_OUT'],
      [false, null],
      [false, null],
    ]);
  });

  it('picks the date of d, at s when given; none when nothing matches', () => {
    expect(occurrenceParams(chooseOccurrence(dates, readOccurrenceChoice('2026-12-12', '16:00'))!)).toEqual({ d: '2026-12-12', s: '16:00' });
    expect(occurrenceParams(chooseOccurrence(dates, readOccurrenceChoice('2026-12-12', null))!)).toEqual({ d: '2026-12-12', s: '14:00' });
    expect(occurrenceParams(chooseOccurrence(dates, readOccurrenceChoice('2026-12-12', '1600'))!).s).toBe('16:00');
    expect(chooseOccurrence(dates, readOccurrenceChoice('2026-12-13', null))).toBeNull();
    expect(chooseOccurrence(dates, readOccurrenceChoice('2026-12-12', '09:00'))).toBeNull();
  });

  it('without d shows the next date that is not canceled, else the next, else the last', () => {
    expect(occurrenceParams(chooseOccurrence(dates, null)!).d).toBe('2026-12-05');
    const canceledOnly = eventOccurrences({ eventDatetimes: [at('2026-12-02', '14:00', { isCanceled: true })] }, NOW);
    expect(chooseOccurrence(canceledOnly, null)?.status).toBe('CANCELED');
    const over = eventOccurrences({ eventDatetimes: [at('2026-10-01', '14:00'), at('2026-10-08', '14:00')] }, NOW);
    expect(occurrenceParams(chooseOccurrence(over, null)!).d).toBe('2026-10-08');
    expect(chooseOccurrence([], null)).toBeNull();
  });

  it('reads malformed d and s as absent', () => {
    expect(readOccurrenceChoice('12/12/2026', '16:00')).toBeNull();
    expect(readOccurrenceChoice('2026-12-12', '25:00')).toEqual({ date: '2026-12-12', time: null });
    expect(readOccurrenceChoice('2026-12-12', 'noon')).toEqual({ date: '2026-12-12', time: null });
    expect(readOccurrenceChoice(undefined, '16:00')).toBeNull();
  });

  it('falls back to the event’s start and end without eventDatetimes; the whole event’s status applies to every date', () => {
    const single = eventOccurrences({ startDate: '2026-12-04T20:00:00-05:00', endDate: '2026-12-04T23:59:00-05:00', status: { isCanceled: true } }, NOW);
    expect(single).toHaveLength(1);
    expect(single[0]?.status).toBe('CANCELED');
    expect(eventOccurrences({ startDate: '', endDate: '' }, NOW)).toEqual([]);
    expect(eventOccurrences({ eventDatetimes: [{ start: 'never' }] }, NOW)).toEqual([]);
  });
});
