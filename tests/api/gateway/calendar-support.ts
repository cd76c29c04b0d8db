import { expect } from 'vitest';
import type { TestGateway } from '../../support/gateway';

/** The calendar as a frontend developer asks for it: every field, every item of every section. */
export const CALENDAR_QUERY = /* GraphQL */ `
  query Calendar($range: String, $categories: [String!], $audiences: [String!], $locations: [String!], $viewAll: Boolean, $size: Int) {
    calendar(range: $range, categories: $categories, audiences: $audiences, locations: $locations, viewAll: $viewAll) {
      title intro today pickerMonth total unavailable
      selection { value kind isUnderstood dates start end text isPast }
      filters { field label selected options { slug label selected } }
      closures { closedWeekdays closedDates openDates }
      notices { kind message link { text range } }
      sections { slug title total hasViewAll items(size: $size) { ...Item } }
      list { heading total prefersList items(size: $size) { ...Item } }
    }
  }
  fragment Item on CalendarItem {
    __typename
    ... on EventSummary { id title url category audiences dateText timeText startDate endDate status statusLabel place { building isOnline isOffSite text } tickets { kind url } }
    ... on ExhibitionSummary { id title url label dateText startDate endDate place { building text } }
  }
`;

export interface Item {
  __typename: 'EventSummary' | 'ExhibitionSummary';
  id: string;
  title: string;
  url: string;
  category?: string | null;
  audiences?: string[];
  dateText: string | null;
  timeText?: string | null;
  startDate: string | null;
  endDate: string | null;
  status?: string | null;
  statusLabel?: string | null;
  label?: string;
  place: { building: string | null; isOnline?: boolean; isOffSite?: boolean; text: string } | null;
  tickets?: { kind: string; url: string } | null;
}

export interface CalendarAnswer {
  title: string;
  intro: string | null;
  today: string;
  pickerMonth: string;
  total: number;
  unavailable: boolean;
  selection: { value: string; kind: string; isUnderstood: boolean; dates: string[]; start: string | null; end: string | null; text: string | null; isPast: boolean };
  filters: { field: string; label: string; selected: string[]; options: { slug: string; label: string; selected: boolean }[] }[];
  closures: { closedWeekdays: number[]; closedDates: string[]; openDates: string[] };
  notices: { kind: string; message: string; link: { text: string; range: string } | null }[];
  sections: { slug: string | null; title: string; total: number; hasViewAll: boolean; items: Item[] }[];
  list: { heading: string; total: number; prefersList: boolean; items: Item[] } | null;
}

export type CalendarVariables = Partial<{ range: string; categories: string[]; audiences: string[]; locations: string[]; viewAll: boolean; size: number }>;

/** Runs the calendar query (every item, unless a size is given) and returns its answer, failing on GraphQL errors. */
export async function calendar(gateway: TestGateway, variables: CalendarVariables = {}): Promise<CalendarAnswer> {
  const response = await gateway.graphql(CALENDAR_QUERY, { size: 100, ...variables }).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.calendar as CalendarAnswer;
}

/** Every item of a default-mode answer, section by section. */
export function allItems(answer: CalendarAnswer): Item[] {
  return answer.sections.flatMap((section) => section.items);
}

/** The museum day (YYYY-MM-DD) an ISO date or date-time falls on in New York. */
export function dayOf(iso: string | null): string {
  return (iso ?? '').slice(0, 10);
}
