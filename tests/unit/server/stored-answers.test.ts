import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../server/cache/memory';
import { AnswerStore } from '../../../server/hot-path/answer-store';
import { PersistedDocuments } from '../../../server/hot-path/persisted-documents';
import { matchesEtag } from '../../../server/hot-path/send-stored';
import { COMPRESS_ON_LOOP_BELOW, decodeAnswer, encodeAnswer, gzipBody, storedAnswer } from '../../../server/hot-path/stored-answer';
import persisted from '../../../client/gql/persisted-documents.json';

/** Text like a page's state: the persisted documents' GraphQL. */
const persistedText = JSON.stringify(persisted);
const BODY = JSON.stringify({ data: { site: { title: 'Philadelphia Museum of Art', text: 'é'.repeat(2000) } } });
const times = (storedAt: number, fresh: number, stale = fresh) => ({ storedAt, freshUntil: storedAt + fresh * 1000, staleUntil: storedAt + stale * 1000 });

describe('stored answers', () => {
  it('hold the body as it is and in brotli, compressed once, gzip only once asked for, with a weak validator of the bytes', async () => {
    const answer = await storedAnswer(BODY, { 'content-type': 'application/json' }, times(0, 60));
    expect(answer.identity.toString('utf8')).toBe(BODY);
    expect(brotliDecompressSync(answer.br).toString('utf8')).toBe(BODY);
    expect(answer.gzip).toBeNull();
    const gzip = gzipBody(answer);
    expect(gunzipSync(gzip).toString('utf8')).toBe(BODY);
    expect(gzipBody(answer)).toBe(gzip);
    expect(answer.br.length).toBeLessThan(answer.identity.length / 4);
    expect(answer.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await storedAnswer(BODY, {}, times(5, 1))).etag).toBe(answer.etag);
    expect((await storedAnswer(`${BODY} `, {}, times(0, 1))).etag).not.toBe(answer.etag);
  });

  it('compress a body on the event loop (its answer is ready without a trip through zlib threads), and a large one on the threads, into the same answer', async () => {
    /** Whether `answer` settles before any macrotask (zlib's thread pool answers in one). */
    const readyInMicrotasks = async (answer: Promise<unknown>): Promise<boolean> => {
      let ready = false;
      void answer.then(() => (ready = true));
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
      return ready;
    };
    const page = `<p>${'Gallery 111: arms and armor. '.repeat(Math.floor(COMPRESS_ON_LOOP_BELOW / 40))}</p>`;
    const large = `${page}${page}`;
    expect(Buffer.byteLength(page)).toBeLessThan(COMPRESS_ON_LOOP_BELOW);
    expect(Buffer.byteLength(large)).toBeGreaterThanOrEqual(COMPRESS_ON_LOOP_BELOW);
    const onLoop = storedAnswer(page, {}, times(0, 60));
    expect(await readyInMicrotasks(onLoop)).toBe(true);
    const onThreads = storedAnswer(large, {}, times(0, 60));
    expect(await readyInMicrotasks(onThreads)).toBe(false);
    for (const [answer, body] of [[await onLoop, page], [await onThreads, large]] as const) {
      expect(brotliDecompressSync(answer.br).toString('utf8')).toBe(body);
      expect(answer.br.length).toBeLessThan(answer.identity.length / 20);
    }
  });

  it("compress a page's first render lighter than what is kept and sent again: the same bytes, a larger brotli body", async () => {
    const page = readFileSync('client/index.html', 'utf8') + persistedText;
    const first = await storedAnswer(page, {}, times(0, 60), [], 'first');
    const kept = await storedAnswer(page, {}, times(0, 60));
    expect(brotliDecompressSync(first.br).toString('utf8')).toBe(page);
    expect(first.br.length).toBeGreaterThan(kept.br.length);
    expect(first.etag).toBe(kept.etag);
  });

  it('go through the shared cache as text and come back whole; anything else reads as a miss', async () => {
    const answer = await storedAnswer(BODY, { 'content-type': 'application/json', vary: 'Accept-Encoding' }, times(1000, 60, 120));
    expect(decodeAnswer(encodeAnswer(answer))).toEqual(answer);
    // With a gzip body made since, that too.
    gzipBody(answer);
    const decoded = decodeAnswer(encodeAnswer(answer));
    expect(decoded?.gzip).toEqual(answer.gzip);
    expect(decoded).toEqual(answer);
    for (const text of ['', 'not json', '{}', JSON.stringify({ h: {}, t: 1 }), JSON.stringify({ ...JSON.parse(encodeAnswer(answer)), h: { a: 1 } }), JSON.stringify({ ...JSON.parse(encodeAnswer(answer)), g: 1 })]) {
      expect(decodeAnswer(text), text).toBeUndefined();
    }
  });

  it('match If-None-Match weakly, in lists and as *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('the answer store', () => {
  it('serves from memory until an answer expires, and from the shared cache to another process', async () => {
    const clock = { now: 1_000_000 };
    const shared = new MemoryCache(100, 10 * 1024 * 1024);
    const one = new AnswerStore(shared, 1024 * 1024, () => clock.now);
    const other = new AnswerStore(shared, 1024 * 1024, () => clock.now);
    const answer = await storedAnswer(BODY, {}, times(clock.now, 60, 90));
    await one.set('k', answer);
    expect(one.peek('k')).toBe(answer);
    expect(other.peek('k')).toBeUndefined();
    expect((await other.get('k'))?.etag).toBe(answer.etag);
    expect(other.peek('k')?.etag).toBe(answer.etag);
    clock.now += 91_000;
    expect(one.peek('k')).toBeUndefined();
    expect(await other.get('k')).toBeUndefined();
  });

  it('keeps an answer in memory at once and writes the shared copy after the work under way, so no response waits for it', async () => {
    const shared = new MemoryCache(100, 10 * 1024 * 1024);
    const store = new AnswerStore(shared, 1024 * 1024);
    const answer = await storedAnswer(BODY, {}, times(Date.now(), 60));
    const written = store.set('k', answer);
    expect(store.peek('k')).toBe(answer);
    // Microtasks later (where a response is sent) the shared cache has nothing yet.
    expect(await shared.get('k')).toBeUndefined();
    await written;
    expect(decodeAnswer((await shared.get('k')) ?? '')?.etag).toBe(answer.etag);
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const store = new AnswerStore(null, 20_000);
    const big = (n: number) => storedAnswer(JSON.stringify({ n, pad: Array.from({ length: 800 }, (_, i) => `${n}-${i}`) }), {}, times(Date.now(), 60));
    for (let n = 0; n < 10; n += 1) await store.set(`k${n}`, await big(n));
    expect(store.peek('k0')).toBeUndefined();
    expect(store.peek('k9')).toBeDefined();
  });
});

describe('the persisted documents', () => {
  it('hold every operation of the client build by its bare sha256, parsed once, with its kind and name', () => {
    const documents = new PersistedDocuments(persisted);
    expect(documents.size).toBe(Object.keys(persisted).length);
    const [key, text] = Object.entries(persisted).find(([, body]) => body.includes('query Chrome')) ?? ['', ''];
    expect(documents.get(key.replace('sha256:', ''))).toEqual({ text, kind: 'query', name: 'Chrome' });
    const mutation = Object.entries(persisted).find(([, body]) => body.startsWith('mutation'));
    expect(documents.get(mutation?.[0].replace('sha256:', '') ?? '')?.kind).toBe('mutation');
    expect(documents.get('0'.repeat(64))).toBeUndefined();
  });
});
