// The calendar at museum clocks that exercise its rules: a Saturday, a closed holiday, a Monday,
// the last day of February and the first of March. Each clock runs its own sample upstreams (the
// dated sample content is generated relative to the clock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { allItems, calendar, dayOf } from './calendar-support';

function atClock(now: string): () => TestGateway {
  let gateway: TestGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ now });
  });
  afterAll(async () => {
    await gateway?.close();
  });
  return () => {
    if (!gateway) throw new Error('gateway not started');
    return gateway;
  };
}

describe('on a Saturday (2026-11-28)', () => {
  const gateway = atClock('2026-11-28T10:00:00-05:00');

  it('lists today’s events, all on Saturday, with no notice', async () => {
    const answer = await calendar(gateway(), { range: 'today' });
    expect(answer.selection).toMatchObject({ dates: ['2026-11-28'], text: 'Saturday, November 28, 2026', isPast: false });
    expect(answer.notices).toEqual([]);
    const events = allItems(answer).filter((item) => item.__typename === 'EventSummary');
    expect(events.length).toBeGreaterThan(2);
    expect(events.every((item) => dayOf(item.startDate) === '2026-11-28' && item.dateText === 'Saturday, November 28, 2026')).toBe(true);
  });

  it('makes this weekend Friday to Sunday, listing only what has not ended (nothing from Friday)', async () => {
    const answer = await calendar(gateway(), { range: 'this-weekend' });
    expect(answer.selection).toMatchObject({ kind: 'THIS_WEEKEND', dates: ['2026-11-27', '2026-11-28', '2026-11-29'], text: 'November 27–29, 2026' });
    const days = new Set(allItems(answer).filter((item) => item.__typename === 'EventSummary').map((item) => dayOf(item.startDate)));
    expect(days).toEqual(new Set(['2026-11-28', '2026-11-29']));
  });

  it('says Friday is a past date, with a link to today', async () => {
    const answer = await calendar(gateway(), { range: '2026-11-27' });
    expect(answer.selection.isPast).toBe(true);
    expect(answer.notices[0]).toEqual({ kind: 'PAST_DATE', message: 'You have selected a past date.', link: { text: "Want to see what's happening today?", range: 'today' } });
  });
});

describe('on a closed holiday (Thanksgiving, 2026-11-26)', () => {
  const gateway = atClock('2026-11-26T10:00:00-05:00');

  it('says the museum is closed today, links to later that week, and lists no event in the buildings', async () => {
    const answer = await calendar(gateway(), { range: 'today' });
    expect(answer.notices[0]).toEqual({ kind: 'CLOSED_HOLIDAY', message: 'Sorry, we are closed on Thanksgiving.', link: { text: "See what's on later that week", range: '2026-11-27-to-2026-11-29' } });
    const events = allItems(answer).filter((item) => item.__typename === 'EventSummary');
    expect(events.every((item) => item.place?.isOnline || item.place?.isOffSite)).toBe(true);
    const later = await calendar(gateway(), { range: answer.notices[0]?.link?.range });
    expect(later.selection.dates).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(later.notices).toEqual([]);
    expect(later.total).toBeGreaterThan(answer.total);
  });

  it('marks the closures for the date picker', async () => {
    const { closures } = await calendar(gateway(), { size: 1 });
    expect(closures.closedWeekdays).toEqual([1]);
    expect(closures.closedDates).toEqual(expect.arrayContaining(['2026-11-26', '2026-12-25', '2027-07-04']));
    expect(closures.openDates).toEqual(expect.arrayContaining(['2026-12-28', '2027-01-18', '2027-02-15']));
  });
});

describe('on a Monday (2026-11-23)', () => {
  const gateway = atClock('2026-11-23T10:00:00-05:00');

  it('says the main building is closed Mondays, and lists no event in it today', async () => {
    const answer = await calendar(gateway(), { range: 'today' });
    expect(answer.notices).toEqual([{ kind: 'CLOSED_DAY', message: 'Our main building is closed Mondays.', link: null }]);
    expect(allItems(answer).filter((item) => item.__typename === 'EventSummary' && item.place?.building === 'Main Building')).toEqual([]);
  });

  it('says it is open on a Monday holiday, and that a week includes a closed day', async () => {
    expect((await calendar(gateway(), { range: '2027-01-18', size: 1 })).notices).toEqual([{ kind: 'OPEN_HOLIDAY', message: 'We are open on Martin Luther King Jr. Day.', link: null }]);
    expect((await calendar(gateway(), { range: 'this-week', size: 1 })).notices.map((notice) => notice.kind)).toEqual(['INCLUDES_CLOSED_DAY']);
    expect((await calendar(gateway(), { range: 'december-2026', size: 1 })).notices.map((notice) => notice.message)).toEqual(["Your selection includes a day we're closed.", 'We are open on Holiday Week Monday.']);
  });
});

describe('on the last day of February (2027-02-28) and the first of March (2027-03-01)', () => {
  const february = atClock('2027-02-28T10:00:00-05:00');
  const march = atClock('2027-03-01T10:00:00-05:00');

  it('keeps the last day of February in the previous year’s winter', async () => {
    const answer = await calendar(february(), { range: 'this-season' });
    expect(answer.selection).toMatchObject({ kind: 'THIS_SEASON', start: '2026-12-01', end: '2027-02-28', text: 'Winter 2026–27', isPast: false });
    expect(answer.selection.dates).toHaveLength(90);
    expect(allItems(answer).every((item) => dayOf(item.endDate) >= '2027-02-28')).toBe(true);
    expect((await calendar(february(), { range: 'winter', size: 1 })).selection).toMatchObject({ start: '2026-12-01', end: '2027-02-28' });
    expect((await calendar(february(), { range: 'spring', size: 1 })).selection).toMatchObject({ start: '2027-03-01', end: '2027-05-31', text: 'Spring 2027' });
  });

  it('starts spring on the first of March, a Monday the main building is closed', async () => {
    const season = await calendar(march(), { range: 'this-season', size: 1 });
    expect(season.selection).toMatchObject({ start: '2027-03-01', end: '2027-05-31', text: 'Spring 2027' });
    expect((await calendar(march(), { range: 'winter', size: 1 })).selection).toMatchObject({ start: '2027-12-01', end: '2028-02-29' });
    const today = await calendar(march(), { range: 'today', size: 1 });
    expect(today.notices.map((notice) => notice.kind)).toEqual(['CLOSED_DAY']);
    expect(today.pickerMonth).toBe('2027-03');
  });
});
