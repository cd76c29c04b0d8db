import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';

/** A clock time as the museum writes it: "1:00 p.m."; 11:59 p.m. shows as "Midnight" (spec §9). */
export function clockTime(time: DateTime): string {
  if (time.hour === 23 && time.minute === 59) return 'Midnight';
  const hour = time.hour % 12 || 12;
  return `${hour}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/**
 * When an event starts, in the museum's zone: "Saturday, November 28, 2026, 1:00 p.m." (a date
 * alone without a time). Search cards need it: the occurrences of a program share their title.
 */
export function eventDateText(start: string | null | undefined): string | null {
  if (!start) return null;
  const date = DateTime.fromISO(start, { zone: MUSEUM_ZONE });
  if (!date.isValid) return null;
  const day = date.toFormat('cccc, LLLL d, yyyy', { locale: 'en-US' });
  return /T\d/.test(start) ? `${day}, ${clockTime(date)}` : day;
}
