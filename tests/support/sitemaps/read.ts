import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { validateXML } from 'xmllint-wasm';
import type { FastifyInstance } from 'fastify';

/** The sitemaps.org schemas: the one `sitemap` ships for `<urlset>`, and the index's beside this file. */
const SCHEMAS = {
  urlset: readFileSync('node_modules/sitemap/schema/sitemap.xsd', 'utf8'),
  sitemapindex: readFileSync(new URL('./siteindex.xsd', import.meta.url), 'utf8'),
};

export interface SitemapFile {
  xml: string;
  /** Each `<url>` or `<sitemap>`: its loc and lastmod. */
  entries: { loc: string; lastmod: string | null }[];
}

/** Reads a sitemap or index with a real XML parser (htmlparser2's XML mode), after checking it against its XSD with libxml2. */
export async function readSitemap(xml: string, root: keyof typeof SCHEMAS): Promise<SitemapFile> {
  const result = await validateXML({ xml: [{ fileName: `${root}.xml`, contents: xml }], schema: [{ fileName: `${root}.xsd`, contents: SCHEMAS[root] }] });
  if (!result.valid) throw new Error(`not a valid ${root}: ${result.errors.map((error) => error.message).join('; ')}`);
  const $ = load(xml, { xml: true });
  const element = root === 'urlset' ? 'url' : 'sitemap';
  const entries = $(`${root} > ${element}`)
    .toArray()
    .map((node) => ({ loc: $(node).children('loc').text(), lastmod: $(node).children('lastmod').text() || null }));
  return { xml, entries };
}

/** GETs a sitemap as crawlers do (gzip accepted; the bytes as sent, through Fastify's inject) and reads it. */
export async function fetchSitemap(app: FastifyInstance, path: string, root: keyof typeof SCHEMAS): Promise<SitemapFile> {
  const response = await app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
  if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode}`);
  if (response.headers['content-encoding'] !== 'gzip') throw new Error(`${path}: not gzip-compressed although gzip was accepted`);
  return readSitemap(gunzipSync(response.rawPayload).toString('utf8'), root);
}
