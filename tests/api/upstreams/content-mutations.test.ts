// The sample content service's mutation API through @sanity/client (unchanged) and over raw HTTP,
// and the webhook it sends after each commit: signed as Sanity signs (checked with @sanity/webhook),
// with Sanity's headers, the projection's body, and sent again when not answered 2xx.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { ClientError, createClient, type SanityClient } from '@sanity/client';
import { isValidSignature } from '@sanity/webhook';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from '../../../upstreams/content/app';
import { listen, requestJson, START_TIMEOUT, testNow } from './listen';

const PREVIEW_TOKEN = 'test-preview-token';
const EDITOR_TOKEN = 'test-editor-token';
const SECRET = 'test-webhook-secret-0123456789';
const API_VERSION = '2025-02-19';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: what it got, failing with 503 the first calls for the documents in `failing` (once per document and count). */
function receiver() {
  const calls: Received[] = [];
  const failing = new Map<string, number>();
  const waiting: { id: string; count: number; resolve: () => void }[] = [];
  const of = (id: string) => calls.filter((call) => call.headers['sanity-document-id'] === id);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['sanity-document-id']);
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const failures = failing.get(id) ?? 0;
      failing.set(id, failures - 1);
      response.writeHead(failures > 0 ? 503 : 200).end();
      for (const wait of waiting.filter((entry) => of(entry.id).length >= entry.count)) wait.resolve();
    });
  });
  return {
    server,
    /** The calls about one document so far. */
    of,
    failFirst: (id: string, count: number) => failing.set(id, count),
    url: () => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) throw new Error('not listening');
      return `http://127.0.0.1:${address.port}/hooks/content`;
    },
    /** Resolves once `count` calls about document `id` have arrived. */
    next: (id: string, count: number) => (of(id).length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ id, count, resolve }))),
  };
}

const hook = receiver();
const app: { content?: FastifyInstance } = {};
let base = '';
let editor: SanityClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve));
  app.content = await buildContentApp({ now: testNow(), previewToken: PREVIEW_TOKEN, editorToken: EDITOR_TOKEN, webhook: { urls: [hook.url()], secret: SECRET, retryDelaysMs: [10, 10, 10] } });
  base = await listen(app.content);
  editor = createClient({ projectId: 'sample', dataset: 'production', apiHost: base, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false, token: EDITOR_TOKEN });
}, START_TIMEOUT);
afterAll(async () => {
  await app.content?.close();
  await new Promise((resolve) => hook.server.close(resolve));
});

const mutateUrl = (query = '') => `${base}/v${API_VERSION}/data/mutate/production${query}`;
const published = (id: string) => editor.fetch<Record<string, unknown> | null>('*[_id == $id][0]', { id }, { perspective: 'published' });

describe('the mutation API through @sanity/client', () => {
  it('patches, creates and deletes documents, and later queries answer with the changes', async () => {
    const patched = await editor.patch('page-about').set({ intro: 'Since 1876, open to everyone.' }).commit();
    expect(patched).toMatchObject({ _id: 'page-about', _type: 'page', intro: 'Since 1876, open to everyone.' });
    expect(await published('page-about')).toMatchObject({ intro: 'Since 1876, open to everyone.', _rev: patched._rev });

    const created = await editor.create({ _id: 'page-about-anniversary', _type: 'page', title: '150 Years', slug: { _type: 'slug', current: 'anniversary' }, path: '/about' });
    expect(created).toMatchObject({ _id: 'page-about-anniversary', title: '150 Years' });
    expect(await editor.fetch('*[_type == "page" && slug.current == "anniversary" && path == "/about"][0].title', {}, { perspective: 'published' })).toBe('150 Years');

    const transaction = await editor.transaction().createOrReplace({ _id: 'page-about-anniversary', _type: 'page', title: '150 Years of Art' }).createIfNotExists({ _id: 'page-about-anniversary', _type: 'page', title: 'ignored' }).commit();
    expect(transaction.results.map((result) => result.operation)).toEqual(['update', 'none']);
    expect(await published('page-about-anniversary')).toMatchObject({ title: '150 Years of Art' });

    await editor.delete('page-about-anniversary');
    expect(await published('page-about-anniversary')).toBeNull();
  });

  it('answers as Sanity does: transactionId and results, ids and documents when asked, nothing changed on a dry run', async () => {
    const mutations = [{ patch: { id: 'page-join', set: { intro: 'Members first.' } } }];
    const plain = await requestJson<{ transactionId: string; results: unknown[] }>(mutateUrl(), { body: { mutations }, headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
    expect(plain.status).toBe(200);
    expect(plain.body.transactionId).toMatch(/^\w+$/);
    expect(plain.body.results).toEqual([{ id: 'page-join', operation: 'update' }]);
    const full = await requestJson<{ documentIds: string[]; results: { document: { intro: string } }[] }>(mutateUrl('?returnIds=true&returnDocuments=true&dryRun=true'), {
      body: { mutations: [{ patch: { id: 'page-join', set: { intro: 'Dry run.' } } }] },
      headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
    });
    expect(full.body.documentIds).toEqual(['page-join']);
    expect(full.body.results[0]?.document.intro).toBe('Dry run.');
    expect(await published('page-join')).toMatchObject({ intro: 'Members first.' });
  });

  it('writes with the editor token only: the read token gets 403, none 401, and a failed transaction changes nothing', async () => {
    const body = { mutations: [{ patch: { id: 'page-join', set: { title: 'Hacked' } } }] };
    const reader = await requestJson<{ error: { items: { error: { type: string } }[] } }>(mutateUrl(), { body, headers: { authorization: `Bearer ${PREVIEW_TOKEN}` } });
    expect(reader.status).toBe(403);
    expect(reader.body.error.items[0]?.error.type).toBe('insufficientPermissionsError');
    expect((await requestJson(mutateUrl(), { body })).status).toBe(401);
    expect((await requestJson(mutateUrl(), { body, headers: { authorization: 'Bearer wrong' } })).status).toBe(401);

    const conflict = await editor.transaction().patch('page-join', (patch) => patch.set({ title: 'Half done' })).create({ _id: 'page-visit', _type: 'page' }).commit().catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ClientError);
    expect((conflict as ClientError).statusCode).toBe(409);
    expect(await published('page-join')).toMatchObject({ title: 'Join & Give' });
    expect((await requestJson(`${base}/v${API_VERSION}/data/mutate/staging`, { body, headers: { authorization: `Bearer ${EDITOR_TOKEN}` } })).status).toBe(404);
    expect((await requestJson(mutateUrl(), { body: { mutations: [] }, headers: { authorization: `Bearer ${EDITOR_TOKEN}` } })).status).toBe(400);
  });
});

describe('the webhook after each commit', () => {
  it('sends each changed published document, signed as Sanity signs, with its headers and projection, again until answered 2xx', async () => {
    const id = 'event-threads-of-light-lecture-weaving-light';
    hook.failFirst(id, 1);
    await editor.patch(id).set({ title: 'Lecture: Weaving Light and Gold' }).commit();
    // The receiver answers the first call 503: the same delivery comes again.
    await hook.next(id, 2);
    const [first, second] = hook.of(id);
    expect(first?.headers['idempotency-key']).toBeTruthy();
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    for (const call of [first, second]) {
      const signature = String(call?.headers['sanity-webhook-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[\w-]+$/);
      expect(await isValidSignature(call?.body ?? '', signature, SECRET)).toBe(true);
      expect(await isValidSignature(call?.body ?? '', signature, 'another-secret-0123456789')).toBe(false);
    }
    expect(first?.headers).toMatchObject({ 'content-type': 'application/json', 'sanity-operation': 'update', 'sanity-dataset': 'production', 'sanity-project-id': 'sample' });
    const body = JSON.parse(first?.body ?? '{}') as { _id: string; _type: string; slug: string; path: string; refs: string[] };
    // The lecture belongs to the exhibition and to its lecture series, whose pages list it.
    expect(body).toEqual({ _id: 'event-threads-of-light-lecture-weaving-light', _type: 'event', slug: 'threads-of-light-lecture-weaving-light', path: '/calendar/event', refs: ['exhibition-threads-of-light', 'eventSeries-threads-of-light-lectures'] });
    expect(first?.headers['sanity-document-id']).toBe(body._id);
  });

  it('describes a deleted document as it was, and leaves drafts out', async () => {
    await editor.transaction().delete('page-nothing-here').createOrReplace({ _id: 'drafts.page-join', _type: 'page', title: 'Draft' }).commit();
    await editor.delete('page-visit-group-visits');
    await hook.next('page-visit-group-visits', 1);
    expect(hook.of('page-nothing-here')).toEqual([]);
    expect(hook.of('drafts.page-join')).toEqual([]);
    const deleted = hook.of('page-visit-group-visits');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.headers['sanity-operation']).toBe('delete');
    expect(JSON.parse(deleted[0]?.body ?? '{}')).toEqual({ _id: 'page-visit-group-visits', _type: 'page', slug: 'group-visits', path: '/visit', refs: [] });
  });
});
