import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tagHeaders } from '../cache/tags';

const brotli = promisify(brotliCompress);

/**
 * A cached answer as it goes on the wire: its bytes as they are and in brotli, compressed once when
 * stored (never per request), gzip made on the first request that asks for it; with a validator
 * and the instants it stops being fresh and stops being served at all.
 */
export interface StoredAnswer {
  /** Headers sent with every encoding (content type, Cache-Control, Vary, a page's CSP). */
  headers: Readonly<Record<string, string>>;
  identity: Buffer;
  br: Buffer;
  /** Null until a client that cannot take brotli asks (every current browser can): gzipBody() makes it, then it is kept. */
  gzip: Buffer | null;
  /** A weak validator of the uncompressed bytes (one representation whatever the encoding). */
  etag: string;
  /** Milliseconds since the epoch: when the answer was made (the `age` header counts from here). */
  storedAt: number;
  freshUntil: number;
  /** Until then a stale answer may be served while it is refreshed; afterwards it is gone. */
  staleUntil: number;
  /** What it was built from (server/cache/tags.ts): a purge of any of them removes it; also sent as `Surrogate-Key` and `Cache-Tag`. */
  tags: readonly string[];
}

export interface AnswerTimes {
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

/**
 * Brotli 6: within 1 % of brotli 8 and 12 % of brotli 11 on a 60 KB page, at about 0.8 ms against
 * 1.6 ms and 74 ms — it matters because a page is compressed again at each refresh. Gzip only
 * serves clients without brotli (every current browser has it), so it gets level 1: 0.4 ms instead
 * of 0.9 ms for a 64 KB object page, 14 % larger; and it is made only when such a client asks: an
 * 87 KB page's gzip cost 0.65 ms of CPU at every store (a twentieth of a page render) for bytes
 * browsers never ask for.
 */
const brotliOptions = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
/**
 * How hard a body is compressed: `stored` (brotli 6, above) for what is kept and sent again, `first`
 * (brotli 4) for a page's first render, whose one sure reader is the request that asked: 55 % of
 * brotli 6's time for 8–10 % more bytes (the 151 KB calendar page: 1.25 ms and 20.2 KB against
 * 2.3 ms and 18.4 KB). A page asked for again is refreshed at `stored`; a crawler walking the
 * sitemap asks most pages once, and pays the lighter one.
 */
export type Compression = 'stored' | 'first';
const BROTLI_OPTIONS: Record<Compression, ReturnType<typeof brotliOptions>> = { stored: brotliOptions(6), first: brotliOptions(4) };
const GZIP_OPTIONS = { level: 1 };

/**
 * Bodies below this are compressed on the event loop, where a miss's render has just run. Through
 * zlib's threads, an 87 KB object page took 2.3–3 ms to come back on an idle machine against 1.3 ms
 * here, and with ten renders in flight (`npm run bench`) the gateway spent 10.6–14.4 ms of CPU a
 * rendered object page against 6.2–8.6 ms here: the hand-off cost more than the threads saved. A
 * larger body (none of the site's pages is one) goes to the threads, so the event loop is never
 * held long.
 */
export const COMPRESS_ON_LOOP_BELOW = 256 * 1024;

/**
 * Compresses a body once into a StoredAnswer: on the event loop, or on zlib's thread pool when large.
 * Its tags go out in its headers too; `compression` picks brotli's effort (a page's first render, or
 * one kept).
 */
export async function storedAnswer(body: string, headers: Record<string, string>, times: AnswerTimes, tags: readonly string[] = [], compression: Compression = 'stored'): Promise<StoredAnswer> {
  const identity = Buffer.from(body, 'utf8');
  const options = BROTLI_OPTIONS[compression];
  const compressing = identity.length < COMPRESS_ON_LOOP_BELOW ? brotliCompressSync(identity, options) : brotli(identity, options);
  // A weak validator of the uncompressed bytes (hashed on this thread while a zlib thread compresses a large body).
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { headers: { ...headers, ...tagHeaders(tags) }, identity, br: await compressing, gzip: null, etag, ...times, tags };
}

/** The answer's gzip body: made at the first request for it (on the event loop: under a millisecond for a page, once), then kept. */
export function gzipBody(answer: StoredAnswer): Buffer {
  answer.gzip ??= gzipSync(answer.identity, GZIP_OPTIONS);
  return answer.gzip;
}

/** Memory an answer holds (its bodies dominate), with room for a gzip body made later (level 1 makes text about a quarter of its size). */
export function answerBytes(answer: StoredAnswer): number {
  return answer.identity.length + answer.br.length + (answer.gzip?.length ?? Math.ceil(answer.identity.length / 4)) + 512;
}

interface EncodedAnswer {
  h: Record<string, string>;
  t: string;
  b: string;
  /** Absent until a client asked for gzip. */
  g?: string;
  e: string;
  s: number;
  f: number;
  x: number;
  /** Absent in entries stored before tags were kept. */
  k?: readonly string[];
}

/** The text kept in the shared cache (a string store): the body as text, compressed bodies as base64. */
export function encodeAnswer(answer: StoredAnswer): string {
  const encoded: EncodedAnswer = {
    h: { ...answer.headers },
    t: answer.identity.toString('utf8'),
    b: answer.br.toString('base64'),
    g: answer.gzip?.toString('base64'),
    e: answer.etag,
    s: answer.storedAt,
    f: answer.freshUntil,
    x: answer.staleUntil,
    k: answer.tags,
  };
  return JSON.stringify(encoded);
}

function isEncodedAnswer(value: unknown): value is EncodedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof EncodedAnswer, unknown>>;
  return (
    typeof entry.h === 'object' &&
    entry.h !== null &&
    Object.values(entry.h).every((header) => typeof header === 'string') &&
    typeof entry.t === 'string' &&
    typeof entry.b === 'string' &&
    (entry.g === undefined || typeof entry.g === 'string') &&
    typeof entry.e === 'string' &&
    typeof entry.s === 'number' &&
    typeof entry.f === 'number' &&
    typeof entry.x === 'number' &&
    (entry.k === undefined || (Array.isArray(entry.k) && entry.k.every((tag) => typeof tag === 'string')))
  );
}

/** Reads back what encodeAnswer wrote; anything else (another version's entry, a damaged one) is a miss. */
export function decodeAnswer(text: string): StoredAnswer | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isEncodedAnswer(value)) return undefined;
  return {
    headers: value.h,
    identity: Buffer.from(value.t, 'utf8'),
    br: Buffer.from(value.b, 'base64'),
    gzip: value.g === undefined ? null : Buffer.from(value.g, 'base64'),
    etag: value.e,
    storedAt: value.s,
    freshUntil: value.f,
    staleUntil: value.x,
    tags: value.k ?? [],
  };
}
