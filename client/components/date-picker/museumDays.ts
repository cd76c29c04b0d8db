/**
 * Days of the museum's calendar (YYYY-MM-DD, New York's days) as the date picker's Dates: noon of
 * that calendar day in the zone the code runs in. The month grid is made of calendar days alone, so
 * the server (whatever its zone) and every browser render the same grid without converting each
 * date into New York time: react-day-picker's time zone support did that through `Intl` on every
 * date operation, about half of a `/calendar` render's CPU.
 */

const longFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day a picker Date stands for, as YYYY-MM-DD. */
export function museumDayOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** A Date at local noon on a YYYY-MM-DD day (noon exists on every day, whatever the zone's clock changes). */
export function dateOfMuseumDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12);
}

/** "Sunday, November 22, 2026". */
export function longMuseumDay(date: Date): string {
  return longFormat.format(date);
}
