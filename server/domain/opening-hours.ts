import { CLOSED_TEXT, OPEN_DATE_HOURS, WEEKDAYS, type BuildingHours, type SiteCalendar, type Weekday } from './hours';

/** Regular hours as times (schema.org OpeningHoursSpecification), shared by some weekdays. */
export interface OpeningHours {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** A date kept otherwise than the week's rule: closed all day (no times), or open at these times. */
export interface SpecialHours {
  date: string;
  opens: string | null;
  closes: string | null;
}

/** `10:00 a.m.`, `5 p.m.`, `Noon`, `Midnight` as `HH:mm`; null for anything else. */
function clockTime(text: string): string | null {
  const word = text.trim().toLowerCase();
  if (word === 'noon') return '12:00';
  // The last minute of the day, as schema.org writes a closing at midnight.
  if (word === 'midnight') return '23:59';
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/.exec(word);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[3] === 'p' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** An hours text as the site shows it (`10:00 a.m.–5:00 p.m.`) as opening and closing times; null when it is not a range of two times. */
export function hoursRange(text: string | null | undefined): { opens: string; closes: string } | null {
  const parts = (text ?? '').split(/\s*(?:–|—|-|\bto\b)\s*/);
  if (parts.length !== 2) return null;
  const [opens, closes] = parts.map((part) => clockTime(part));
  return opens && closes ? { opens, closes } : null;
}

/**
 * The weekly hours a building keeps, weekdays with the same times together, Monday first: a day
 * the building is closed (its `Closed` text, the site's closed weekdays for the main building) or
 * whose text is not a range of times is left out, as schema.org reads a day not listed as closed.
 */
export function openingHours(building: BuildingHours, site: SiteCalendar): OpeningHours[] {
  const groups: OpeningHours[] = [];
  for (const day of WEEKDAYS) {
    if (building.isPrimary && site.closedDaysOfWeek.includes(day)) continue;
    const text = building.weekly[day];
    const range = text && text.trim().toLowerCase() !== CLOSED_TEXT.toLowerCase() ? hoursRange(text) : null;
    if (!range) continue;
    const group = groups.find((candidate) => candidate.opens === range.opens && candidate.closes === range.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], ...range });
  }
  return groups;
}

/**
 * Dates from `today` on that a building keeps otherwise than its week, in date order, as the
 * header's "today" reads them: the site's closed dates close every building; its open dates open
 * the main building with the open-date hours.
 */
export function specialHours(building: BuildingHours, site: SiteCalendar, today: string): SpecialHours[] {
  const openTimes = hoursRange(OPEN_DATE_HOURS);
  // An open date wins over a closed one for the main building, as today's hours read it.
  const opens = (date: string) => building.isPrimary && openTimes !== null && site.openDates.includes(date);
  const closed = site.closedDates.filter((date) => date >= today && !opens(date)).map((date): SpecialHours => ({ date, opens: null, closes: null }));
  const open = openTimes ? site.openDates.filter((date) => date >= today && opens(date)).map((date): SpecialHours => ({ date, ...openTimes })) : [];
  return [...closed, ...open].sort((a, b) => a.date.localeCompare(b.date));
}
