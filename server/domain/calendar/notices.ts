import type { DateTime } from 'luxon';
import { closedDaysText, dayStatus, isClosed, type MuseumClosures } from './closures';
import { longDate } from './museum-dates';
import { isoDay } from './periods';
import type { CalendarRange } from './range';
import { isPastSelection, type CalendarSelection } from './selection';

/** The calendar's messages (spec §8), in the order the screen shows them. */
export type CalendarNoticeKind = 'CLOSED_HOLIDAY' | 'CLOSED_DAY' | 'PAST_DATE' | 'INCLUDES_CLOSED_DAY' | 'OPEN_HOLIDAY' | 'NO_RESULTS';

export interface CalendarNotice {
  kind: CalendarNoticeKind;
  message: string;
  /** A link to another range of the calendar (same filters): its text and the range. */
  link: { text: string; range: CalendarRange } | null;
}

export const NO_RESULTS_MESSAGE = "Hmm, we can't find events for your selected filters. Try expanding your search by changing your selections.";

/** "Later that week" after a closed day: from the next day through the Sunday that ends that weekend. */
export function laterThatWeek(day: DateTime): CalendarRange {
  const start = day.startOf('day').plus({ days: 1 });
  const end = start.plus({ days: (7 - start.weekday) % 7 });
  return start.hasSame(end, 'day') ? { kind: 'dates', dates: [isoDay(start)] } : { kind: 'span', start: isoDay(start), end: isoDay(end) };
}

function oneDayNotices(day: DateTime, closures: MuseumClosures): CalendarNotice[] {
  const status = dayStatus(day, closures);
  switch (status.kind) {
    case 'closed-holiday':
      return [{ kind: 'CLOSED_HOLIDAY', message: `Sorry, we are closed on ${status.name ?? longDate(day)}.`, link: { text: "See what's on later that week", range: laterThatWeek(day) } }];
    case 'closed-weekday':
      return [{ kind: 'CLOSED_DAY', message: `Our main building is closed ${closedDaysText(closures)}.`, link: null }];
    case 'open-holiday':
      return [openNotice(day, status.name)];
    case 'open':
      return [];
  }
}

function openNotice(day: DateTime, name: string | null): CalendarNotice {
  return { kind: 'OPEN_HOLIDAY', message: `We are open on ${name ?? longDate(day)}.`, link: null };
}

function manyDayNotices(days: readonly DateTime[], closures: MuseumClosures): CalendarNotice[] {
  const statuses = days.map((day) => ({ day, status: dayStatus(day, closures) }));
  const notices: CalendarNotice[] = [];
  if (statuses.some(({ status }) => isClosed(status))) notices.push({ kind: 'INCLUDES_CLOSED_DAY', message: "Your selection includes a day we're closed.", link: null });
  for (const { day, status } of statuses) if (status.kind === 'open-holiday') notices.push(openNotice(day, status.name));
  return notices;
}

/**
 * The messages for a selection (spec §8): for one day, a closed holiday (with a link to later that
 * week), a closed weekday, or a Monday holiday the museum opens on; for several days, whether one
 * is closed and which Monday holidays are open; a selection wholly in the past gets only the
 * past-date message (with a link to today); and an empty listing gets the no-results message. A
 * listing that could not be asked (`total` null: the search service failed) is not an empty one:
 * no no-results message then.
 */
export function calendarNotices(selection: CalendarSelection, closures: MuseumClosures, now: DateTime, total: number | null): CalendarNotice[] {
  const notices: CalendarNotice[] = [];
  if (isPastSelection(selection, now)) {
    notices.push({ kind: 'PAST_DATE', message: 'You have selected a past date.', link: { text: "Want to see what's happening today?", range: { kind: 'today' } } });
  } else if (selection.days.length === 1 && selection.days[0]) {
    notices.push(...oneDayNotices(selection.days[0], closures));
  } else if (selection.days.length > 1) {
    notices.push(...manyDayNotices(selection.days, closures));
  }
  if (total === 0) notices.push({ kind: 'NO_RESULTS', message: NO_RESULTS_MESSAGE, link: null });
  return notices;
}
