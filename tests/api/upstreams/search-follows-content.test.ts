// The sample search service follows the sample content service, as the museum's indexer follows
// its content service: after a transaction through the mutation API, the events, exhibitions and
// pages indexes hold what it created, changed and deleted, already when its webhook is delivered.
// Drafts stay out; a document its type cannot read is left out and breaks nothing.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EDITOR_TOKEN, startUpstreams, type RunningUpstreams } from '../../../upstreams/start';
import { requestJson, START_TIMEOUT, TEST_NOW } from './listen';
import type { SearchResponse } from './search-service';

const EXHIBITION = 'exhibition-threads-of-light';
const EXHIBITION_TITLE = 'Threads of Light: Textiles from Four Centuries';
const DELETED = 'event-threads-of-light-lecture-silk-roads';
const RENAMED = 'event-threads-of-light-lecture-weaving-light';

/** What the search service held for a document when the webhook about it arrived: its titles there. */
const seenAtWebhook = new Map<string, string[]>();
const arrived: { id: string; resolve: () => void }[] = [];
let upstreams: RunningUpstreams;

/** The titles of the search documents of a content document, in every index. */
async function indexed(contentId: string): Promise<string[]> {
  const response = await requestJson<SearchResponse>(`${upstreams.urls.search}/v1/search`, { body: { index: 'global', query: '', filters: { contentId: [contentId] }, paging: { size: 10 } } });
  return response.body.result.map((hit) => hit.title);
}

const receiver = createServer((request, response) => {
  const id = String(request.headers['sanity-document-id']);
  request.resume();
  request.on('end', () => {
    void indexed(id).then((titles) => {
      seenAtWebhook.set(id, titles);
      response.writeHead(200).end();
      for (const wait of arrived.filter((entry) => entry.id === id)) wait.resolve();
    });
  });
});

/** Resolves once the webhook about a document has been received (and the index looked at). */
const webhookAbout = (id: string) => (seenAtWebhook.has(id) ? Promise.resolve() : new Promise<void>((resolve) => arrived.push({ id, resolve })));

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  upstreams = await startUpstreams({ now: TEST_NOW, only: ['content', 'search'], contentWebhook: { urls: [`http://127.0.0.1:${address.port}/hooks/content`], secret: null } });
}, START_TIMEOUT);
afterAll(async () => {
  await upstreams.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function mutate(mutations: object[]): Promise<void> {
  const response = await requestJson(`${upstreams.urls.content}/v2025-02-19/data/mutate/production`, { body: { mutations }, headers: { authorization: `Bearer ${SAMPLE_EDITOR_TOKEN}` } });
  expect(response.status).toBe(200);
}

async function exhibitionEvents(): Promise<string[]> {
  const response = await requestJson<SearchResponse>(`${upstreams.urls.search}/v1/search`, { body: { index: 'events', query: '', filters: { relatedExhibitions: [EXHIBITION] }, paging: { size: 50 } } });
  return response.body.result.map((hit) => hit.title);
}

async function talksOn(date: string): Promise<string[]> {
  const response = await requestJson<{ data: Record<string, { items: { title: string }[] }> }>(`${upstreams.urls.search}/v1/calendar`, { body: { filters: { category: ['Talks'], dates: [date] } } });
  return (response.body.data.Talks?.items ?? []).map((item) => item.title);
}

async function search(index: string, query: string): Promise<string[]> {
  const response = await requestJson<SearchResponse>(`${upstreams.urls.search}/v1/search`, { body: { index, query, paging: { size: 50 } } });
  return response.body.result.map((hit) => hit.title);
}

describe('the sample search service, after a transaction of the sample content service', () => {
  it('no longer lists a deleted event, in the calendar or its exhibition’s events, already when the webhook arrives', async () => {
    expect(await exhibitionEvents()).toContain('Lecture: The Silk Roads');
    expect(await talksOn('2026-12-15')).toContain('Lecture: The Silk Roads');

    await mutate([{ delete: { id: DELETED } }]);
    expect(await exhibitionEvents()).not.toContain('Lecture: The Silk Roads');
    expect(await exhibitionEvents()).toContain('Lecture: Weaving Light');
    expect(await talksOn('2026-12-15')).not.toContain('Lecture: The Silk Roads');
    expect(await search('events', 'silk roads')).not.toContain('Lecture: The Silk Roads');
    await webhookAbout(DELETED);
    expect(seenAtWebhook.get(DELETED)).toEqual([]);
  });

  it('lists a changed event under its new title, found by its new words, already when the webhook arrives', async () => {
    await mutate([{ patch: { id: RENAMED, set: { title: 'Lecture: Weaving Light with Brocade' } } }]);
    expect(await talksOn('2026-12-01')).toContain('Lecture: Weaving Light with Brocade');
    expect(await talksOn('2026-12-01')).not.toContain('Lecture: Weaving Light');
    expect(await search('events', 'brocade')).toEqual(['Lecture: Weaving Light with Brocade']);
    await webhookAbout(RENAMED);
    expect(seenAtWebhook.get(RENAMED)).toEqual(['Lecture: Weaving Light with Brocade']);
  });

  it('indexes a created page in its section, and moves it when its section changes', async () => {
    const source = await requestJson<{ result: Record<string, unknown> }>(`${upstreams.urls.content}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "page-visit-tickets"][0]')}`);
    const created = { ...source.body.result, _id: 'page-indexer-check', title: 'Quillwork Demonstrations', slug: { _type: 'slug', current: 'quillwork-demonstrations' } };
    await mutate([{ createOrReplace: created }]);
    expect(await search('visiting', 'quillwork')).toEqual(['Quillwork Demonstrations']);

    await mutate([{ patch: { id: 'page-indexer-check', set: { section: 'membership' } } }]);
    expect(await search('visiting', 'quillwork')).toEqual([]);
    expect(await search('membership', 'quillwork')).toEqual(['Quillwork Demonstrations']);

    await mutate([{ patch: { id: 'page-indexer-check', set: { noIndex: true } } }]);
    expect(await search('global', 'quillwork')).not.toContain('Quillwork Demonstrations');
  });

  it('leaves the published entry alone when a draft changes, and leaves out a document its type cannot read', async () => {
    await mutate([{ createOrReplace: { _id: `drafts.${EXHIBITION}`, _type: 'exhibition', title: 'Threads of Light (draft)' } }]);
    expect(await indexed(EXHIBITION)).toEqual([EXHIBITION_TITLE]);
    expect(await indexed(`drafts.${EXHIBITION}`)).toEqual([]);

    await mutate([{ create: { _id: 'event-without-anything', _type: 'event', title: 'An event with no dates or slug' } }]);
    expect(await indexed('event-without-anything')).toEqual([]);
    expect(await exhibitionEvents()).toContain('Lecture: Weaving Light with Brocade');
    expect((await requestJson(`${upstreams.urls.search}/v1/calendar`, { body: { filters: {} } })).status).toBe(200);
  });

  it('drops an object’s related content when the exhibition no longer shows it', async () => {
    const related = async () => {
      const response = await requestJson<{ relatedContent: string }>(`${upstreams.urls.search}/v1/document/collections/1166`);
      return (JSON.parse(response.body.relatedContent) as { title: string }[]).map((item) => item.title);
    };
    expect(await related()).toContain(EXHIBITION_TITLE);
    await mutate([{ patch: { id: EXHIBITION, set: { collectionAssets: [{ _key: 'asset-1', objectId: 1112 }] } } }]);
    expect(await related()).not.toContain(EXHIBITION_TITLE);
  });
});
