import { load, type CheerioAPI } from 'cheerio';
import { expect, type APIRequestContext } from '@playwright/test';

/** Fetches a page's server-rendered HTML (no JavaScript runs) and parses it. */
export async function rawPage(request: APIRequestContext, path: string, status = 200): Promise<CheerioAPI> {
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status(), `status of ${path}`).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return load(await response.text());
}
