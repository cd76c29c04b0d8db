import type { UpstreamHttp } from '../http/client';

/** The search service (/v1/search, /v1/calendar, /v1/suggest, …). Search issues extend this. */
export class SearchClient {
  constructor(private readonly http: UpstreamHttp) {}

  /** Readiness: a one-result suggest call, as cheap as a real request gets (and real services have it). */
  async ping(): Promise<void> {
    await this.http.json('search', { path: '/v1/suggest', query: { index: 'global', query: 'art', size: 1 } });
  }
}
