import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { EmptySitemap, ErrorLevel, SitemapIndexStream, SitemapStream } from 'sitemap';
import type { SitemapEntry } from '../domain/sitemap/parts';

/** Only the sitemaps.org namespace: no image, video, news or xhtml extensions are written. */
const PLAIN = { news: false, xhtml: false, image: false, video: false };

/** Refuses to go past a sitemap file's byte limit, so an oversized file is an error, never served. */
function byteLimit(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new Error(`a sitemap grew past ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

/** The XML a sitemap stream writes for some items, limited and gzip-compressed as it is written. */
async function gzipped(items: AsyncIterable<object>, xml: Transform, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(Readable.from(items), xml, byteLimit(maxBytes), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

async function* urlItems(entries: AsyncIterable<SitemapEntry>) {
  for await (const { url, lastmod } of entries) yield lastmod ? { url, lastmod } : { url };
}

/**
 * A sitemap (`<urlset>`) of some URLs, streamed from their source through `sitemap`'s writer into
 * gzip; null when there are none (the protocol has no empty sitemap).
 */
export async function sitemapGzip(entries: AsyncIterable<SitemapEntry>, maxBytes: number): Promise<Buffer | null> {
  try {
    return await gzipped(urlItems(entries), new SitemapStream({ xmlns: PLAIN, level: ErrorLevel.THROW }), maxBytes);
  } catch (error) {
    if (error instanceof EmptySitemap) return null;
    throw error;
  }
}

/** A sitemap index (`<sitemapindex>`) of child sitemaps' URLs, gzip-compressed. */
export function sitemapIndexGzip(children: readonly SitemapEntry[], maxBytes: number): Promise<Buffer> {
  return gzipped(urlItems(Readable.from(children)), new SitemapIndexStream({ level: ErrorLevel.THROW }), maxBytes);
}
