import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { SEARCH_QUERY, SUGGEST_QUERY } from './search-queries';
import { search } from './search-support';

/** One gateway for the tests that only read; those that stop an upstream or count calls start their own. */
let shared: TestGateway;
beforeAll(async () => {
  shared = await startGateway();
});
afterAll(() => shared.close());

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function started(): Promise<TestGateway> {
  gateway = await startGateway();
  return gateway;
}

interface Suggestion {
  type: string;
  typeLabel: string;
  matchedField: string;
  title: string;
  objectNumber: string | null;
  url: string;
}

async function suggest(running: TestGateway, query: string, index?: string): Promise<Suggestion[]> {
  const response = await running.graphql(SUGGEST_QUERY, { query, index }).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.suggest as Suggestion[];
}

describe('suggest', () => {
  it('suggests at most 5 items from 3 characters, from every category or one', async () => {
    const running = shared;
    const artworks = await suggest(running, 'papoo', 'COLLECTIONS');
    expect(artworks[0]).toEqual({ type: 'COLLECTIONS', typeLabel: 'Artwork', matchedField: 'title', title: 'Indian Girl with Papoose Crossing Stream', objectNumber: '37.1940.14', url: '/collection/object/5924' });
    expect(await suggest(running, 'portrait')).toHaveLength(5);
    const exhibitions = await suggest(running, 'art', 'EXHIBITIONS');
    expect(exhibitions.length).toBeGreaterThan(0);
    expect(exhibitions.every((entry) => entry.type === 'EXHIBITIONS' && entry.typeLabel === 'Exhibition')).toBe(true);
    expect(new Set((await suggest(running, 'rodin garden')).map((entry) => entry.typeLabel))).toEqual(new Set(['Event', 'Event Series']));
  });

  it('completes accession numbers after #', async () => {
    const running = shared;
    const numbers = await suggest(running, '#37.1940');
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((entry) => entry.objectNumber?.startsWith('37.1940') && entry.matchedField === 'objectNumber')).toBe(true);
  });

  it('suggests nothing below 3 characters, without asking the search service', async () => {
    const running = shared;
    const before = running.upstreamRequests('search');
    expect(await suggest(running, 'po')).toEqual([]);
    expect(await suggest(running, '  ab  ')).toEqual([]);
    expect(running.upstreamRequests('search')).toBe(before);
  });
});

describe('search: cache and requests', () => {
  it('asks the search service once per distinct search, and answers a repeat from the cache', async () => {
    const running = await started();
    const variables = { type: 'EVENTS', query: 'tour', filters: '{"category":["Tours"]}' };
    const first = await running.graphql(SEARCH_QUERY, variables).expect(200);
    expect(running.upstreamRequests('search')).toBe(1);
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    const again = await running.graphql(SEARCH_QUERY, variables).expect(200);
    expect(running.upstreamRequests('search')).toBe(1);
    expect(again.body).toEqual(first.body);
    // The same search under two names in one request is one call.
    await running.graphql('{ a: search(type: ABOUT) { total } b: search(type: ABOUT) { total } }').expect(200);
    expect(running.upstreamRequests('search')).toBe(2);
  });
});

describe('search: a failing search service', () => {
  it('answers an empty, uncached result flagged unavailable, not an error, and keeps the chosen filters removable', async () => {
    const running = await started();
    await running.upstreams.stop('search');
    const response = await running.graphql(SEARCH_QUERY, { type: 'COLLECTIONS', query: 'monet', filters: '{"artist":["Claude Monet"]}' }).expect(200);
    expect(response.body.errors).toBeUndefined();
    const answer = response.body.data.search;
    expect(answer).toMatchObject({ unavailable: true, total: 0, results: [], totalText: 'No results for "monet"', showingText: null });
    expect(answer.facets.find((facet: { field: string }) => facet.field === 'artist').options).toEqual([{ value: 'Claude Monet', label: 'Claude Monet', count: 0, selected: true, disabled: false }]);
    expect(response.headers['cache-control']).toBe('no-store');

    const suggestions = await running.graphql(SUGGEST_QUERY, { query: 'monet' }).expect(200);
    expect(suggestions.body).toEqual({ data: { suggest: [] } });
    expect(suggestions.headers['cache-control']).toBe('no-store');
  });

  it('leaves the rest of the response intact', async () => {
    const running = await started();
    await running.upstreams.stop('search');
    const response = await running.graphql('{ site { title } search(query: "rodin") { total unavailable } }').expect(200);
    expect(response.body).toEqual({ data: { site: { title: expect.any(String) }, search: { total: 0, unavailable: true } } });
  });
});

describe('search: bad input', () => {
  it('answers an unknown category or order with a validation error naming the problem', async () => {
    const running = shared;
    const response = await running.graphql(SEARCH_QUERY, { type: 'ARTWORKS' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors[0].message).toContain('ARTWORKS');
  });

  it('reads everything else leniently, as a URL gives it', async () => {
    const running = shared;
    const answer = await search(running, { type: 'EVENTS', query: `  ${'tour '.repeat(80)}`, from: -1, size: 1000, filters: 'not json' });
    expect(answer.applied).toMatchObject({ from: 0, size: 12, filters: [] });
    expect(answer.applied.query.length).toBeLessThanOrEqual(200);
  });
});
