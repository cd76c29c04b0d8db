import { IGNORED_TAGS, type TagSink } from '../cache/tags';
import { indexTags } from '../domain/cache-tags';
import { imageServiceUrl } from '../domain/image-urls';
import type { SearchServiceRequest } from '../domain/search/request';
import type { UpstreamHttp } from '../http/client';
import type { CollectionDocument } from './collection-document';
import { toCollectionDocument } from './collection-document';
import { nullWhenNotFound } from './not-found';
import { expectShape } from './shape';
import { SearchResponseSchema, SuggestResponseSchema, type SearchHit, type SearchResponse, type Suggestion } from './search-shapes';

/** Indexes GET /v1/suggest completes from. */
export type SuggestIndex = 'global' | 'events' | 'exhibitions' | 'collections';

/** The search service: /v1/search, /v1/suggest and the extra documents of collection objects (/v1/document/collections/{id}). */
export class SearchClient {
  /** `imagesUrl` is the public image host: the service gives image paths relative to it. */
  constructor(
    private readonly http: UpstreamHttp,
    private readonly imagesUrl: string | null = null,
  ) {}

  /** Readiness: a one-result suggest call, as cheap as a real request gets (and real services have it). */
  async ping(): Promise<void> {
    await this.suggest('global', 'art', 1, IGNORED_TAGS);
  }

  /** The extra document of a collection object (related objects and content); null when there is none. */
  async document(objectId: number): Promise<CollectionDocument | null> {
    const body = await nullWhenNotFound(() => this.http.json('search', { path: `/v1/document/collections/${objectId}` }));
    return body === null ? null : toCollectionDocument(body);
  }

  /**
   * POST /v1/search with the body of spec §7; hits come back with absolute image URLs. A listing of
   * content is tagged with the content types of its index (the collection's artworks are not content).
   */
  async search(request: SearchServiceRequest, tags: TagSink): Promise<SearchResponse> {
    tags.add(indexTags(request.index));
    const body = {
      index: request.index,
      query: request.query,
      paging: { from: request.from, size: request.size },
      filters: request.filters,
      sort: request.sort.map(({ field, order }) => ({ [field]: order })),
      rawFilters: request.rawFilters,
      option: request.options,
      optionSize: request.optionSize,
      ...(request.optionQuery ? { optionQuery: request.optionQuery } : {}),
    };
    const response = expectShape('search', 'a search response', await this.http.json('search', { method: 'POST', path: '/v1/search', body }), SearchResponseSchema);
    return { ...response, result: response.result.map((hit) => this.withImageHost(hit)) };
  }

  /** GET /v1/suggest?index&query&size: the best completions of what is typed. */
  async suggest(index: SuggestIndex, query: string, size: number, tags: TagSink): Promise<Suggestion[]> {
    tags.add(indexTags(index));
    return expectShape('search', 'a suggest response', await this.http.json('search', { path: '/v1/suggest', query: { index, query, size } }), SuggestResponseSchema);
  }

  private withImageHost(hit: SearchHit): SearchHit {
    return { ...hit, imageUrl: imageServiceUrl(this.imagesUrl ?? '', hit.imageUrl) };
  }
}
