import type { UpstreamHttp } from '../http/client';
import type { CollectionDocument } from './collection-document';
import { toCollectionDocument } from './collection-document';
import { nullWhenNotFound } from './not-found';

/** The search service (/v1/search, /v1/calendar, /v1/suggest, …). Search issues extend this. */
export class SearchClient {
  constructor(private readonly http: UpstreamHttp) {}

  /** Readiness: a one-result suggest call, as cheap as a real request gets (and real services have it). */
  async ping(): Promise<void> {
    await this.http.json('search', { path: '/v1/suggest', query: { index: 'global', query: 'art', size: 1 } });
  }

  /** The extra document of a collection object (related objects and content); null when there is none. */
  async document(objectId: number): Promise<CollectionDocument | null> {
    const body = await nullWhenNotFound(() => this.http.json('search', { path: `/v1/document/collections/${objectId}` }));
    return body === null ? null : toCollectionDocument(body);
  }
}
