import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface SectionFacts {
  slug: string | null;
  title: string;
  total: number;
}

interface CalendarFacts {
  total: number;
  sections: SectionFacts[];
  list: { heading: string; total: number } | null;
  notices: { kind: string; message: string }[];
}

/** Asks the gateway what a calendar selection lists, so the browser tests follow the sample data instead of copying it. */
export async function calendarFacts(request: APIRequestContext, variables: Record<string, unknown>): Promise<CalendarFacts> {
  const response = await request.post('/graphql', {
    data: {
      query: `query($range: String, $categories: [String!], $audiences: [String!], $locations: [String!], $viewAll: Boolean) {
        calendar(range: $range, categories: $categories, audiences: $audiences, locations: $locations, viewAll: $viewAll) {
          total sections { slug title total } list { heading total } notices { kind message } } }`,
      variables,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { calendar: CalendarFacts } }).data.calendar;
}

/** The date picker's month grid. */
export function monthGrid(page: Page, month = 'November 2026'): Locator {
  return page.getByRole('grid', { name: month });
}

/** A day of the date picker, by its long date ("Tuesday, November 24, 2026"). */
export function dayButton(page: Page, longDate: string): Locator {
  return page.getByRole('gridcell').getByRole('button', { name: new RegExp(`^${longDate}(,|$)`) });
}

/** The listing's heading (the selection, or the view-all title). */
export function listingHeading(page: Page): Locator {
  return page.locator('#listing-heading');
}

/** The section titles, as shown ("Tours (5)"). */
export function sectionTitles(page: Page): Locator {
  return page.locator('.calendar-section__title');
}
