import { expect } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { TEST_NOW } from '../../support/gateway';
import { SEARCH_QUERY, type SearchAnswer } from './search-queries';

export type SearchVariables = Partial<{ type: string; query: string; from: number; size: number; sort: string; filters: string | Record<string, unknown> }>;

/** Runs the search query and returns its answer, failing on GraphQL errors. */
export async function search(gateway: TestGateway, variables: SearchVariables = {}): Promise<SearchAnswer> {
  const filters = typeof variables.filters === 'object' ? JSON.stringify(variables.filters) : variables.filters;
  const response = await gateway.graphql(SEARCH_QUERY, { ...variables, filters }).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.search as SearchAnswer;
}

/** The museum's today, and the rawFilters the gateway sends with it: events not over before today… */
const TODAY = TEST_NOW.slice(0, 10);
const NOT_OVER_CLAUSES = [{ range: { endDate: { gte: TODAY } } }, { range: { startDate: { gte: TODAY } } }];
export const NOT_OVER = [{ bool: { should: NOT_OVER_CLAUSES } }];
/** …and, searching all, anything that is not an event or is an event not over. */
export const ALL_NOT_OVER = [{ bool: { should: [{ bool: { must_not: [{ term: { _index: 'events' } }] } }, ...NOT_OVER_CLAUSES] } }];

interface ServiceHit {
  id: string;
  [field: string]: unknown;
}

/** Asks the sample search service directly (POST /v1/search), to compare the gateway with it. */
export async function serviceSearch(gateway: TestGateway, body: object): Promise<{ result: ServiceHit[]; total: { value: number } }> {
  const response = await fetch(`${gateway.upstreams.urls.search}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as { result: ServiceHit[]; total: { value: number } };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** True when the values are in order (missing values last), by the search service's collation. */
export function isOrdered(values: (string | null)[], order: 'asc' | 'desc'): boolean {
  const present = values.filter((value): value is string => value !== null);
  if (values.slice(present.length).some((value) => value !== null)) return false;
  return present.every((value, index) => index === 0 || (order === 'asc' ? 1 : -1) * collator.compare(present[index - 1] ?? '', value) <= 0);
}
