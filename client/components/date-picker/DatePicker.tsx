import { DayPicker, type Modifiers } from 'react-day-picker';
import { dateOfMuseumDay, longMuseumDay, museumDayOf } from './museumDays';

/** When the main building closes, as the gateway gives it (ISO weekdays, YYYY-MM-DD dates). */
export interface PickerClosures {
  closedWeekdays: readonly number[];
  closedDates: readonly string[];
  openDates: readonly string[];
}

export interface DatePickerProps {
  /** Selected days, YYYY-MM-DD. */
  selected: readonly string[];
  /** Today in the museum's zone, YYYY-MM-DD: the first month that can be shown. */
  today: string;
  /** The month shown, YYYY-MM. */
  month: string;
  /** The visitor moved to another month. */
  onMonthChange: (month: string) => void;
  closures: PickerClosures;
  /** A day was clicked or chosen with Enter or Space. */
  onToggle: (day: string) => void;
  /** How far ahead months can be browsed. */
  monthsAhead?: number;
}

/**
 * The calendar's month date picker (spec §2): multi-select by day, the current month first, Mondays
 * (the closed days) marked. react-day-picker renders it as an ARIA grid: arrow keys move by day and
 * week, Page Up and Page Down by month, Home and End within the week, Enter and Space toggle a day.
 * Days are the museum's (New York's) calendar days, as Dates of the zone the code runs in
 * (museumDays.ts): server and browser render the same grid whatever their zones.
 * Pages render it through `DatePickerSlot`, which loads this code in the browser only when needed.
 */
export function DatePicker({ selected, today, month, onMonthChange, closures, onToggle, monthsAhead = 18 }: DatePickerProps) {
  const closedDates = new Set(closures.closedDates);
  const openDates = new Set(closures.openDates);
  const weekdayOf = (date: Date) => {
    const day = date.getDay();
    return day === 0 ? 7 : day;
  };
  const isClosed = (date: Date) => {
    const day = museumDayOf(date);
    return closedDates.has(day) || (closures.closedWeekdays.includes(weekdayOf(date)) && !openDates.has(day));
  };
  const isOpenHoliday = (date: Date) => openDates.has(museumDayOf(date));
  const start = dateOfMuseumDay(`${today.slice(0, 7)}-01`);
  const end = new Date(start);
  end.setMonth(end.getMonth() + monthsAhead);

  const label = (date: Date, modifiers: Modifiers) =>
    [longMuseumDay(date), modifiers.today ? 'today' : null, modifiers.closed ? 'main building closed' : null, modifiers.openHoliday ? 'open holiday' : null, modifiers.selected ? 'selected' : null]
      .filter(Boolean)
      .join(', ');

  return (
    <DayPicker
      mode="multiple"
      today={dateOfMuseumDay(today)}
      month={dateOfMuseumDay(`${month}-01`)}
      onMonthChange={(shown) => onMonthChange(museumDayOf(shown).slice(0, 7))}
      startMonth={start}
      endMonth={end}
      selected={selected.map(dateOfMuseumDay)}
      onSelect={(_days, day) => onToggle(museumDayOf(day))}
      modifiers={{ closed: isClosed, openHoliday: isOpenHoliday }}
      modifiersClassNames={{ closed: 'date-picker__day--closed', openHoliday: 'date-picker__day--open' }}
      labels={{ labelDayButton: label }}
    />
  );
}
