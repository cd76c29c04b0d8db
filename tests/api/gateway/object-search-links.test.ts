// The object page links its artists and places to the collection search (content spec §2); those
// links must find the object they came from, whatever the two services call the fields.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionObjectPageQuery } from '../../../client/gql/graphql';
import { CollectionObjectPageDocument } from '../../../client/gql/graphql';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import type { SearchResult } from './search-queries';
import { SEARCH_QUERY } from './search-queries';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

type PageObject = NonNullable<CollectionObjectPageQuery['collectionObject']>;
/** An artwork card: the fields these tests read. */
type ArtworkCard = SearchResult & { artist: { name: string } | null };

async function pageObject(id: string): Promise<PageObject> {
  const response = await gateway.graphql(print(CollectionObjectPageDocument), { id }).expect(200);
  const object = (response.body.data as CollectionObjectPageQuery).collectionObject;
  if (!object) throw new Error(`object ${id} not found`);
  return object;
}

/** Follows a search link the way the search page reads it: the type from the path, filters from the query string. */
async function follow(link: string, query: string): Promise<{ total: number; results: ArtworkCard[]; applied: { filters: { field: string; values: string[] }[] } }> {
  const url = new URL(link, 'http://museum.test');
  expect(url.pathname).toBe('/search/collections');
  const filters = url.searchParams.get('filters');
  const response = await gateway.graphql(SEARCH_QUERY, { type: 'COLLECTIONS', query, size: 48, filters }).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.search;
}

describe('artist and place links of the object page', () => {
  it('an artist link filters the collection search to that artist, and finds the object', async () => {
    const object = await pageObject('6268');
    const artist = object.artists[0];
    if (!artist?.searchUrl) throw new Error('object 6268 has a linked artist');
    const search = await follow(artist.searchUrl, object.title);
    expect(search.applied.filters).toEqual([{ field: 'artist', values: [artist.name] }]);
    expect(search.total).toBeGreaterThan(0);
    expect(search.results.map((result) => result.url)).toContain('/collection/object/6268');
    for (const result of search.results) expect(result.artist?.name).toBe(artist.name);
  });

  it('a place link filters the collection search to that place, and finds the object', async () => {
    const object = await pageObject('6268');
    const place = object.geography[0];
    if (!place) throw new Error('object 6268 has a place');
    const search = await follow(place.searchUrl, object.title);
    expect(search.applied.filters).toEqual([{ field: 'place', values: [place.place] }]);
    expect(search.results.map((result) => result.url)).toContain('/collection/object/6268');
  });
});

describe('unknown makers', () => {
  it('read the same on a search card as on the object page ("Artist/maker unknown, Kota")', async () => {
    const object = await pageObject('1641');
    const response = await gateway.graphql(SEARCH_QUERY, { type: 'COLLECTIONS', query: object.title, size: 48 }).expect(200);
    const card = (response.body.data.search.results as ArtworkCard[]).find((result) => result.url === '/collection/object/1641');
    expect(card?.artist?.name).toBe(object.artists[0]?.name);
    expect(card?.artist?.name).toBe('Artist/maker unknown, Kota');
  });
});
