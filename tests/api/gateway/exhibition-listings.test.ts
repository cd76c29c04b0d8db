// Upcoming and past exhibitions against the sample upstreams over real HTTP, at the test clock
// (Sunday 22 November 2026).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway.close();
});

const TODAY = '2026-11-22';

interface Exhibition {
  title: string;
  url: string;
  label: string;
  dateText: string | null;
  startDate: string | null;
  endDate: string | null;
}

const EXHIBITION = 'title url label dateText startDate endDate';

async function data<T>(query: string, variables: Record<string, unknown> = {}, target = gateway): Promise<T> {
  const response = await target.graphql(query, variables).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

interface Upcoming {
  upcomingExhibitions: {
    title: string;
    total: number;
    unavailable: boolean;
    selection: { value: string; isUnderstood: boolean };
    whenOptions: { value: string; label: string; selected: boolean }[];
    filters: { label: string; selected: string[]; options: { slug: string }[] }[];
    items: Exhibition[];
  };
}
const UPCOMING = `query($range: String, $types: [String!], $audiences: [String!]) {
  upcomingExhibitions(range: $range, types: $types, audiences: $audiences) {
    title total unavailable selection { value isUnderstood } whenOptions { value label selected }
    filters { label selected options { slug } } items(size: 100) { ${EXHIBITION} } } }`;

describe('upcoming exhibitions (spec §2, §7)', () => {
  it('lists exhibitions opening today or later, soonest first, titled with their count', async () => {
    const { upcomingExhibitions: answer } = await data<Upcoming>(UPCOMING);
    expect(answer.total).toBeGreaterThan(3);
    expect(answer.title).toBe(`Upcoming Exhibitions (${answer.total})`);
    const starts = answer.items.map((item) => item.startDate ?? '');
    expect(starts.every((start) => start >= TODAY)).toBe(true);
    expect(starts).toEqual([...starts].sort());
    expect(answer.items.every((item) => ['Coming Soon', 'Upcoming'].includes(item.label))).toBe(true);
    expect(answer.whenOptions.slice(0, 3)).toEqual([
      { value: '', label: 'Any time', selected: true },
      { value: 'november-2026', label: 'November 2026', selected: false },
      { value: 'december-2026', label: 'December 2026', selected: false },
    ]);
    expect(answer.filters.map((group) => [group.label, group.options.map((option) => option.slug)])).toEqual([
      ['Type', ['exhibition', 'in-the-galleries', 'online-exhibition']],
      ['Audience', ['adults', 'kids-families', 'members', 'educators', 'scholars']],
    ]);
  });

  it('narrows by the month they are on view in, by type and by audience', async () => {
    const { upcomingExhibitions: all } = await data<Upcoming>(UPCOMING);
    const { upcomingExhibitions: march } = await data<Upcoming>(UPCOMING, { range: 'march-2027' });
    expect(march.whenOptions.find((option) => option.selected)).toEqual({ value: 'march-2027', label: 'March 2027', selected: true });
    expect(march.total).toBeGreaterThan(0);
    expect(march.total).toBeLessThan(all.total);
    expect(march.items.every((item) => (item.startDate ?? '') <= '2027-03-31' && (item.endDate ?? '') >= '2027-03-01')).toBe(true);
    const { upcomingExhibitions: typed } = await data<Upcoming>(UPCOMING, { types: ['exhibition'], audiences: ['kids-family'] });
    expect(typed.filters.map((group) => group.selected)).toEqual([['exhibition'], ['kids-families']]);
    expect(typed.total).toBeLessThan(all.total);
    // A day from a link is offered as it was chosen.
    const { upcomingExhibitions: day } = await data<Upcoming>(UPCOMING, { range: '2027-04-02' });
    expect(day.whenOptions.at(-1)).toEqual({ value: '2027-04-02', label: 'Friday, April 2, 2027', selected: true });
  });
});

interface Past {
  pastExhibitions: {
    selectedYears: number[];
    unavailable: boolean;
    years: { year: number; total: number; title: string; hasViewAll: boolean; viewAllText: string | null; items: Exhibition[] }[];
    yearOptions: { year: number; total: number; selected: boolean }[];
  };
}
const PAST = `query($years: [Int!]) { pastExhibitions(years: $years) { selectedYears unavailable
  years { year total title hasViewAll viewAllText items(size: 10) { ${EXHIBITION} } } yearOptions { year total selected } } }`;

interface PastYear {
  pastExhibitionYear: { year: number; title: string; total: number; unavailable: boolean; items: Exhibition[] } | null;
}
const PAST_YEAR = `query($year: Int!) { pastExhibitionYear(year: $year) { year title total unavailable items(size: 100) { ${EXHIBITION} } } }`;

describe('past exhibitions (spec §2, §7)', () => {
  it('groups them by year closed, newest year first, three each, with "View all N exhibitions" past 3, reaching back decades', async () => {
    const { pastExhibitions: answer } = await data<Past>(PAST);
    const years = answer.years.map((group) => group.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBeLessThan(1970);
    expect(answer.yearOptions.map((option) => option.year)).toEqual(years);
    for (const group of answer.years) {
      expect(group.items.length).toBe(Math.min(3, group.total));
      expect(group.hasViewAll).toBe(group.total > 3);
      expect(group.viewAllText).toBe(group.total > 3 ? `View all ${group.total} exhibitions` : null);
      expect(group.items.every((item) => item.label === 'Closed' && (item.endDate ?? '').startsWith(String(group.year)) && (item.endDate ?? '') < TODAY)).toBe(true);
    }
  });

  it('keeps only the chosen years, ignoring future and impossible ones', async () => {
    const { pastExhibitions: answer } = await data<Past>(PAST, { years: [2018, 2031, 2019, 1200] });
    expect(answer.selectedYears).toEqual([2019, 2018]);
    expect(answer.years.map((group) => group.year)).toEqual([2019, 2018]);
    expect(answer.yearOptions.filter((option) => option.selected).map((option) => option.year)).toEqual([2019, 2018]);
  });

  it('pages the year sections: the page asks for its first five, "View More" for the next, totalYears counts them all', async () => {
    const { pastExhibitions: all } = await data<Past>(PAST);
    const PAGED = `query($years: [Int!], $from: Int, $size: Int) { pastExhibitions(years: $years) { totalYears years(from: $from, size: $size) { year } } }`;
    type Paged = { pastExhibitions: { totalYears: number; years: { year: number }[] } };
    const yearsOf = async (variables: Record<string, unknown>) => (await data<Paged>(PAGED, variables)).pastExhibitions;
    const every = all.years.map((group) => group.year);
    expect(every.length).toBeGreaterThan(10);
    expect(await yearsOf({ size: 5 })).toEqual({ totalYears: every.length, years: every.slice(0, 5).map((year) => ({ year })) });
    expect((await yearsOf({ from: 5, size: 5 })).years.map((group) => group.year)).toEqual(every.slice(5, 10));
    // Past the end: what is left, then nothing; no size: every year from the offset.
    expect((await yearsOf({ from: every.length - 2, size: 5 })).years.map((group) => group.year)).toEqual(every.slice(-2));
    expect((await yearsOf({ from: every.length, size: 5 })).years).toEqual([]);
    expect((await yearsOf({ from: 3 })).years.map((group) => group.year)).toEqual(every.slice(3));
    // Nonsense offsets and sizes read as the nearest sense: from 0, an empty page.
    expect((await yearsOf({ from: -4, size: 2 })).years.map((group) => group.year)).toEqual(every.slice(0, 2));
    expect((await yearsOf({ size: -1 })).years).toEqual([]);
    // The chosen years are paged and counted the same way.
    expect(await yearsOf({ years: [2019, 2018, 2017], from: 1, size: 5 })).toEqual({ totalYears: 3, years: [{ year: 2018 }, { year: 2017 }] });
  });

  it('lists every exhibition of one year, most recently closed first; this year only those closed before today', async () => {
    const { pastExhibitions: overview } = await data<Past>(PAST);
    const busiest = [...overview.years].sort((a, b) => b.total - a.total)[0];
    if (!busiest) throw new Error('no past years');
    const { pastExhibitionYear: year } = await data<PastYear>(PAST_YEAR, { year: busiest.year });
    expect(year).toMatchObject({ year: busiest.year, title: `All ${busiest.year} Exhibitions`, total: busiest.total, unavailable: false });
    const ends = year?.items.map((item) => item.endDate ?? '') ?? [];
    expect(ends).toHaveLength(busiest.total);
    expect(ends).toEqual([...ends].sort().reverse());
    expect(year?.items.slice(0, 3).map((item) => item.title)).toEqual(busiest.items.map((item) => item.title));

    const { pastExhibitionYear: current } = await data<PastYear>(PAST_YEAR, { year: 2026 });
    expect(current?.items.length).toBeGreaterThan(0);
    expect(current?.items.every((item) => (item.endDate ?? '') >= '2026-01-01' && (item.endDate ?? '') < TODAY)).toBe(true);
  });

  it('has no listing (the not-found page) for a year before 1876 or after this one', async () => {
    for (const year of [1875, 2027, -1, 999_999]) {
      expect((await data<PastYear>(PAST_YEAR, { year })).pastExhibitionYear, String(year)).toBeNull();
    }
    expect((await data<PastYear>(PAST_YEAR, { year: 1876 })).pastExhibitionYear).toMatchObject({ total: 0, items: [] });
  });

  it('answers empty, marked unavailable and not cached, when the search service fails', async () => {
    const broken = await startGateway();
    try {
      await broken.upstreams.stop('search');
      const response = await broken.graphql(`{ pastExhibitions { unavailable years { year } yearOptions { year } } upcomingExhibitions { title total unavailable } pastExhibitionYear(year: 2019) { total unavailable } }`).expect(200);
      expect(response.body).toEqual({
        data: {
          pastExhibitions: { unavailable: true, years: [], yearOptions: [] },
          upcomingExhibitions: { title: 'Upcoming Exhibitions (0)', total: 0, unavailable: true },
          pastExhibitionYear: { total: 0, unavailable: true },
        },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await broken.close();
    }
  });
});
