/** Days of the museum's calendar, as YYYY-MM-DD in New York, and Dates standing for them. */
const MUSEUM_ZONE = 'America/New_York';

const isoFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MUSEUM_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longFormat = new Intl.DateTimeFormat('en-US', { timeZone: MUSEUM_ZONE, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The New York day of an instant, as YYYY-MM-DD. */
export function museumDayOf(date: Date): string {
  return isoFormat.format(date);
}

/** A Date at noon New York time on a YYYY-MM-DD day (noon is the same day in every zone offset New York has). */
export function dateOfMuseumDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 17));
}

/** "Sunday, November 22, 2026". */
export function longMuseumDay(date: Date): string {
  return longFormat.format(date);
}
