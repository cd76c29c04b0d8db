import { DateTime } from 'luxon';
import { buildSearchApp } from '../../../upstreams/search/app';
import { requestJson, serveApp, testNow } from './listen';

export type Hit = Record<string, unknown> & { id: string; type: string; title: string; url: string };
export interface Bucket {
  key: string;
  doc_count: number;
}
export interface SearchResponse {
  result: Hit[];
  total: { value: number; relation: string };
  options: Record<string, Bucket[]>;
}
export interface ErrorBody {
  error: string;
  message: string;
}

/** Today at the pinned museum clock, as YYYY-MM-DD. */
export const TODAY = testNow().toISODate() ?? '';

export const titles = (response: { body: SearchResponse }) => response.body.result.map((hit) => hit.title);
export const millis = (value: unknown) => DateTime.fromISO(String(value), { zone: 'America/New_York' }).toMillis();
export const bucket = (buckets: Bucket[] | undefined, key: string) => buckets?.find((entry) => entry.key === key)?.doc_count;

/** Starts the sample search service for the calling test file (real HTTP on a free port) and closes it afterwards. */
export function useSearchService() {
  const service = serveApp(() => buildSearchApp({ now: testNow() }));
  return {
    url: (path: string) => `${service.base}${path}`,
    search: (body: object) => requestJson<SearchResponse>(`${service.base}/v1/search`, { body }),
    get: <T>(path: string) => requestJson<T>(`${service.base}${path}`),
  };
}
