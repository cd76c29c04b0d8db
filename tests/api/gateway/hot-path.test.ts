// The hot path of GraphQL: the site's persisted queries asked by hash (GET), answered from stored,
// pre-compressed bytes without entering Apollo; unknown hashes in production; ad-hoc queries;
// degraded answers never stored. Needs the client build (the persisted documents come with it).
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ChromeDocument, CollectionObjectPageDocument, SearchDocument, SubscribeToNewsletterDocument } from '../../../client/gql/graphql';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { gatewaysPerTest } from '../../support/built-gateways';
import { persistedExtension, persistedGetPath } from '../../support/persisted';
import { redisTestUrl } from '../../support/redis';

const faulty = faultyUpstreams({ slowMs: 50 });
const startGateway = gatewaysPerTest();
/** A gateway on the fault proxies (all passing unless a test says otherwise), in production mode by default. */
function gatewayWith(env: Record<string, string> = {}, keyPrefix?: string): Promise<TestGateway> {
  return startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, NODE_ENV: 'production', ...env }, ...(keyPrefix ? { cache: { keyPrefix } } : {}) });
}

const CHROME = persistedGetPath(ChromeDocument);
const OBJECT = persistedGetPath(CollectionObjectPageDocument, { id: '6268' });

describe('persisted queries by hash', () => {
  it('answers a hit from the stored bytes, pre-compressed, with an ETag and an age, without running the query again', async () => {
    const gateway = await gatewayWith();
    const first = await gateway.http().get(OBJECT).expect(200);
    expect(first.body.data.collectionObject.title).toBe('Bust of William Thompson Walters');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(1);
    const upstreamCalls = gateway.upstreamRequests('collection') + gateway.upstreamRequests('search');

    // Supertest decodes what it gets: each encoding's bytes hold the same answer, each smaller than the last.
    const brotli = await gateway.http().get(OBJECT).set('accept-encoding', 'gzip, br').expect(200);
    const gzip = await gateway.http().get(OBJECT).set('accept-encoding', 'gzip').expect(200);
    const plain = await gateway.http().get(OBJECT).set('accept-encoding', 'identity').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const hit of [brotli, gzip, plain]) expect(hit.text).toBe(first.text);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Number(gzip.headers['content-length']));
    expect(Number(gzip.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    for (const hit of [brotli, gzip, plain]) {
      expect(hit.headers.etag).toBe(first.headers.etag);
      expect(hit.headers.age).toMatch(/^\d+$/);
      expect(hit.headers.vary).toBe('Accept-Encoding');
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      // JSON gets no document headers: no CSP, no Permissions-Policy.
      expect(hit.headers['content-security-policy']).toBeUndefined();
    }
    // Apollo never saw the hits, and no upstream was asked again.
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(1);
    expect(gateway.upstreamRequests('collection') + gateway.upstreamRequests('search')).toBe(upstreamCalls);
  });

  it('answers 304 when the client already holds the answer (If-None-Match, weak or strong, or in a list)', async () => {
    const gateway = await gatewayWith();
    const { headers } = await gateway.http().get(CHROME).expect(200);
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`]) {
      const notModified = await gateway.http().get(CHROME).set('if-none-match', ifNoneMatch).expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    }
    await gateway.http().get(CHROME).set('if-none-match', 'W/"something else"').expect(200);
  });

  it('keys answers by their variables', async () => {
    const gateway = await gatewayWith();
    const one = await gateway.http().get(persistedGetPath(CollectionObjectPageDocument, { id: '6268' })).expect(200);
    const other = await gateway.http().get(persistedGetPath(CollectionObjectPageDocument, { id: '2137' })).expect(200);
    expect(one.body.data.collectionObject.id).not.toBe(other.body.data.collectionObject.id);
    expect(one.headers.etag).not.toBe(other.headers.etag);
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(2);
    // Asked again (each URL is now remembered with what it asks), each keeps its own answer.
    for (const [path, first] of [
      [persistedGetPath(CollectionObjectPageDocument, { id: '6268' }), one],
      [persistedGetPath(CollectionObjectPageDocument, { id: '2137' }), other],
    ] as const) {
      const again = await gateway.http().get(path).expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    // The same question in another spelling of the URL (parameters in another order) is the same answer.
    const [, query] = persistedGetPath(CollectionObjectPageDocument, { id: '6268' }).split('?');
    const reordered = `/graphql?${[...new URLSearchParams(query)].reverse().map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
    const respelled = await gateway.http().get(reordered).expect(200);
    expect(respelled.text).toBe(one.text);
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(2);
  });

  it('shares answers between replicas through Redis: one runs the query, the other answers from the shared cache', async () => {
    const keyPrefix = `museum:test:hot:${Date.now()}:${Math.random()}`;
    const [first, second] = [await gatewayWith({ REDIS_URL: redisTestUrl() }, keyPrefix), await gatewayWith({ REDIS_URL: redisTestUrl() }, keyPrefix)];
    const answer = await first.http().get(CHROME).expect(200);
    const shared = await second.http().get(CHROME).expect(200);
    expect(shared.text).toBe(answer.text);
    expect(shared.headers.etag).toBe(answer.headers.etag);
    expect(second.app.gateway.hotPath.persistedQueries.executions).toBe(0);
  });

  it('never stores a degraded answer: a failed search is sent no-store, and the next request asks again', async () => {
    const gateway = await gatewayWith();
    const search = persistedGetPath(SearchDocument, { type: 'COLLECTIONS', query: 'vase', from: 0, size: 12, sort: 'RELEVANCE', filters: null });
    await faulty.proxies.search.set('500');
    const degraded = await gateway.http().get(search).expect(200);
    expect(degraded.body.data.search.unavailable).toBe(true);
    expect(degraded.headers['cache-control']).toBe('no-store');
    expect(degraded.headers.etag).toBeUndefined();

    await faulty.proxies.search.set('pass');
    const whole = await gateway.http().get(search).expect(200);
    expect(whole.body.data.search.unavailable).toBe(false);
    expect(whole.body.data.search.total).toBeGreaterThan(0);
    expect(whole.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(2);
  });

  it('runs mutations sent by hash with POST, and refuses them with GET', async () => {
    const gateway = await gatewayWith();
    // Refused each time it is asked.
    for (let ask = 0; ask < 2; ask += 1) {
      const refused = await gateway.http().get(persistedGetPath(SubscribeToNewsletterDocument, { email: 'hot-path@example.org', website: '' })).expect(405);
      expect(refused.headers.allow).toBe('POST');
      expect(refused.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    const posted = await gateway
      .http()
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ operationName: 'SubscribeToNewsletter', variables: { email: 'hot-path@example.org', website: '' }, extensions: persistedExtension(SubscribeToNewsletterDocument) })
      .expect(200);
    expect(posted.body.data.subscribeToNewsletter.status).toBe('SUBSCRIBED');
  });
});

describe('unknown hashes and ad-hoc queries', () => {
  const unknown = { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } };

  it('refuses an unknown hash in production, by GET and by POST, with the code persisted-query clients understand', async () => {
    const gateway = await gatewayWith();
    const get = await gateway.http().get(`/graphql?extensions=${encodeURIComponent(JSON.stringify(unknown))}`).expect(400);
    const post = await gateway.http().post('/graphql').set('content-type', 'application/json').send({ extensions: unknown }).expect(400);
    for (const refused of [get, post]) {
      expect(refused.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it('runs the text of an unknown hash as an ad-hoc query, without learning the hash (what the client does next)', async () => {
    const gateway = await gatewayWith();
    const retried = await gateway.http().post('/graphql').set('content-type', 'application/json').send({ query: '{ site { title } }', extensions: unknown }).expect(200);
    expect(retried.body.data.site.title).toBe('Philadelphia Museum of Art');
    await gateway.http().get(`/graphql?extensions=${encodeURIComponent(JSON.stringify(unknown))}`).expect(400);
  });

  it('keeps ad-hoc queries (GraphiQL, tools) working in production, under the same limits', async () => {
    const gateway = await gatewayWith();
    const adHoc = await gateway.graphql(print(ChromeDocument)).expect(200);
    expect(adHoc.body.data.site.title).toBe('Philadelphia Museum of Art');
    const byGet = await gateway.http().get(`/graphql?query=${encodeURIComponent('{ site { title } }')}`).set('apollo-require-preflight', 'true').expect(200);
    expect(byGet.body.data.site.title).toBe('Philadelphia Museum of Art');
    // The query limits still apply: more aliases than a query may have.
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: site { title }`).join(' ');
    const tooMany = await gateway.graphql(`{ ${aliases} }`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data).toBeUndefined();
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(0);
  });

  it('lets clients register new hashes outside production (automatic persisted queries, PERSISTED_QUERIES=register)', async () => {
    const gateway = await gatewayWith({ NODE_ENV: 'development' });
    const query = '{ site { title } }';
    const { createHash } = await import('node:crypto');
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    const notYet = await gateway.http().post('/graphql').set('content-type', 'application/json').send({ extensions }).expect(200);
    expect(notYet.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    await gateway.http().post('/graphql').set('content-type', 'application/json').send({ query, extensions }).expect(200);
    const learned = await gateway.http().post('/graphql').set('content-type', 'application/json').send({ extensions }).expect(200);
    expect(learned.body.data.site.title).toBe('Philadelphia Museum of Art');
  });
});
