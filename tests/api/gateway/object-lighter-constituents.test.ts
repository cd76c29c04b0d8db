import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionObjectPageQuery } from '../../../client/gql/graphql';
import { CollectionObjectPageDocument } from '../../../client/gql/graphql';
import { LIGHTER_CONSTITUENT_OBJECTS } from '../../../upstreams/collection/artwork';
import { SAMPLE_COLLECTION_TOKEN } from '../../../upstreams/start';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

/** Spec §3: an artwork's constituents may come in the lighter form, as a JSON string. */
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

describe('an object whose Constituents come as a JSON string (the lighter artwork form)', () => {
  it('is what the sample collection API answers for some objects', async () => {
    expect([...LIGHTER_CONSTITUENT_OBJECTS]).toContain(6013);
    const response = await fetch(`${gateway.upstreams.urls.collection}/gen2/v1/objects/6013`, { headers: { authorization: `Bearer ${SAMPLE_COLLECTION_TOKEN}` } });
    const record = (await response.json()) as { Constituents: unknown };
    expect(typeof record.Constituents).toBe('string');
    expect(JSON.parse(record.Constituents as string)).toEqual([{ DisplayOrder: 1, Prefix: null, DisplayName: 'Asher Brown Durand', Suffix: null, Culture: 'American', DisplayDate: 'American, 1796-1886' }]);
    // Other objects keep the list of the full record.
    const full = (await (await fetch(`${gateway.upstreams.urls.collection}/gen2/v1/objects/6268`, { headers: { authorization: `Bearer ${SAMPLE_COLLECTION_TOKEN}` } })).json()) as { Constituents: unknown };
    expect(Array.isArray(full.Constituents)).toBe(true);
  });

  it('is read like the list: the object page shows its maker, with dates and search link, not the unavailable page', async () => {
    const response = await gateway.graphql(print(CollectionObjectPageDocument), { id: '6013' }).expect(200);
    expect(response.body.errors).toBeUndefined();
    const object = (response.body.data as CollectionObjectPageQuery).collectionObject;
    expect(object?.title).toBe('The Catskills');
    // The lighter form has no roles: its constituents are the work's makers.
    expect(object?.artists).toEqual([
      expect.objectContaining({ name: 'Asher Brown Durand', dates: 'American, 1796-1886', searchUrl: '/search/collections?filters=%7B%22artist%22%3A%5B%22Asher%20Brown%20Durand%22%5D%7D' }),
    ]);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});
