import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { closedDaysText, closedWeekdays, type MuseumClosures } from '../../../server/domain/calendar/closures';
import { calendarNotices, laterThatWeek, NO_RESULTS_MESSAGE } from '../../../server/domain/calendar/notices';
import { formatRange, parseRange } from '../../../server/domain/calendar/range';
import { resolveRange } from '../../../server/domain/calendar/selection';
import { MUSEUM_ZONE } from '../../../server/domain/clock';

const at = (iso: string) => DateTime.fromISO(iso, { zone: MUSEUM_ZONE });
const now = at('2026-11-22T10:00:00');

/** The sample site settings' shape: the closed holidays and the Monday holidays the museum opens on. */
const closures: MuseumClosures = {
  closedDates: [
    { date: '2026-07-04', name: 'July 4' },
    { date: '2026-11-26', name: 'Thanksgiving' },
    { date: '2026-12-25', name: 'Christmas' },
    { date: '2027-07-04', name: 'July 4' },
  ],
  openDates: [
    { date: '2027-01-18', name: 'Martin Luther King Jr. Day' },
    { date: '2027-02-15', name: "Presidents' Day" },
    { date: '2026-12-28', name: 'Holiday Week Monday' },
  ],
  closedDaysOfWeek: ['Monday'],
};

function notices(range: string, total: number | null = 10, clock = now) {
  return calendarNotices(resolveRange(parseRange(range).range, clock), closures, clock, total).map((notice) => ({
    kind: notice.kind,
    message: notice.message,
    link: notice.link && { text: notice.link.text, range: formatRange(notice.link.range) },
  }));
}

describe('calendar messages (spec §8)', () => {
  it('says a closed holiday is closed, with a link to later that week', () => {
    expect(notices('2026-11-26')).toEqual([
      { kind: 'CLOSED_HOLIDAY', message: 'Sorry, we are closed on Thanksgiving.', link: { text: "See what's on later that week", range: '2026-11-27-to-2026-11-29' } },
    ]);
    expect(notices('2026-12-25')[0]).toMatchObject({ message: 'Sorry, we are closed on Christmas.', link: { range: '2026-12-26-to-2026-12-27' } });
    // July 4, 2027 is a Sunday: later that week is the next week.
    expect(notices('2027-07-04')[0]).toMatchObject({ message: 'Sorry, we are closed on July 4.', link: { range: '2027-07-05-to-2027-07-11' } });
    // On the holiday itself, "today" gets the same message.
    expect(notices('today', 10, at('2026-11-26T09:00'))[0]).toMatchObject({ kind: 'CLOSED_HOLIDAY', message: 'Sorry, we are closed on Thanksgiving.' });
  });

  it('says the main building is closed on its closed days of the week', () => {
    expect(notices('2026-11-30')).toEqual([{ kind: 'CLOSED_DAY', message: 'Our main building is closed Mondays.', link: null }]);
    expect(notices('today', 10, at('2026-11-23T12:00'))).toEqual([{ kind: 'CLOSED_DAY', message: 'Our main building is closed Mondays.', link: null }]);
  });

  it('says it is open on a Monday holiday, for the day and within a longer selection', () => {
    expect(notices('2027-02-15')).toEqual([{ kind: 'OPEN_HOLIDAY', message: "We are open on Presidents' Day.", link: null }]);
    expect(notices('january-2027').map((notice) => notice.message)).toEqual(["Your selection includes a day we're closed.", 'We are open on Martin Luther King Jr. Day.']);
  });

  it('says when a selection of several days includes a closed day, and not when it does not', () => {
    expect(notices('2026-11-24,2026-11-26')).toEqual([{ kind: 'INCLUDES_CLOSED_DAY', message: "Your selection includes a day we're closed.", link: null }]);
    expect(notices('this-week').map((notice) => notice.kind)).toEqual(['INCLUDES_CLOSED_DAY']);
    expect(notices('this-weekend')).toEqual([]);
    expect(notices('2026-12-27+2026-12-29').map((notice) => notice.kind)).toEqual(['OPEN_HOLIDAY']);
  });

  it('says a past selection is past, with a link to today, instead of its closures', () => {
    expect(notices('2026-11-21')).toEqual([{ kind: 'PAST_DATE', message: 'You have selected a past date.', link: { text: "Want to see what's happening today?", range: 'today' } }]);
    expect(notices('2026-07-04').map((notice) => notice.kind)).toEqual(['PAST_DATE']);
    expect(notices('october-2026').map((notice) => notice.kind)).toEqual(['PAST_DATE']);
    // A selection reaching today is not past.
    expect(notices('this-month').map((notice) => notice.kind)).toEqual(['INCLUDES_CLOSED_DAY']);
  });

  it('says nothing about dates for all and highlights, and gives the no-results message for an empty listing', () => {
    expect(notices('all')).toEqual([]);
    expect(notices('highlights')).toEqual([]);
    expect(notices('all', 0)).toEqual([{ kind: 'NO_RESULTS', message: NO_RESULTS_MESSAGE, link: null }]);
    expect(NO_RESULTS_MESSAGE).toBe("Hmm, we can't find events for your selected filters. Try expanding your search by changing your selections.");
    expect(notices('2026-11-26', 0).map((notice) => notice.kind)).toEqual(['CLOSED_HOLIDAY', 'NO_RESULTS']);
    // A listing the search service could not give is not an empty one (issue 30, item 7).
    expect(notices('all', null)).toEqual([]);
    expect(notices('2026-11-26', null).map((notice) => notice.kind)).toEqual(['CLOSED_HOLIDAY']);
  });

  it('reads the closed days of the week by name and writes them in the plural', () => {
    expect(closedWeekdays({ ...closures, closedDaysOfWeek: ['monday', ' Tuesday', 'Funday'] })).toEqual([1, 2]);
    expect(closedDaysText({ ...closures, closedDaysOfWeek: ['Monday', 'Tuesday'] })).toBe('Mondays and Tuesdays');
  });

  it('makes "later that week" run from the next day through the Sunday of that weekend', () => {
    expect(formatRange(laterThatWeek(at('2026-11-26')))).toBe('2026-11-27-to-2026-11-29');
    expect(formatRange(laterThatWeek(at('2026-07-04')))).toBe('2026-07-05');
  });
});
