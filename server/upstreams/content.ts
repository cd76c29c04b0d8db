import type { TagSink } from '../cache/tags';
import type { GatewayConfig } from '../config';
import type { UpstreamHttp } from '../http/client';
import * as v from 'valibot';
import type { ContentQuery } from './content-queries';
import { answerTags } from './content-tags';
import { expectShape } from './shape';

/** Parameters of a GROQ query (`$name` in the query). */
export type GroqParams = Readonly<Record<string, string | number | boolean | null | readonly string[]>>;

/** The query API's envelope: `result` must be there (null is a real answer: nothing matched). */
const QueryResponseSchema = v.object({ result: v.unknown() });

/**
 * The content service (Sanity-compatible query API). Published content only, unless `preview`
 * asks for drafts: then the preview token is sent, which makes `drafts.` documents visible.
 */
export class ContentClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly config: GatewayConfig['content'],
  ) {}

  /** Runs a GROQ query and returns its `result` (unchecked: callers narrow it). */
  async query(groq: string, params: GroqParams = {}, options: { preview?: boolean } = {}): Promise<unknown> {
    const query: Record<string, string> = { query: groq };
    for (const [name, value] of Object.entries(params)) query[`$${name}`] = JSON.stringify(value);
    const body = await this.http.json('content', {
      path: `/${this.config.apiVersion}/data/query/${encodeURIComponent(this.config.dataset)}`,
      query,
      headers: options.preview ? { authorization: `Bearer ${this.config.previewToken}` } : {},
    });
    return expectShape('content', 'a query response', body, QueryResponseSchema).result;
  }

  /**
   * Runs a named query of published content, its answer's cache tags declared on `tags`: the
   * documents in it, and what the query says it depends on (the types it lists, the address it
   * looks up). Unchecked, like `query`.
   */
  async run(query: ContentQuery<unknown>, params: GroqParams, tags: TagSink): Promise<unknown> {
    const result = await this.query(query.groq, params);
    tags.add(answerTags(result));
    if (query.dependsOn) tags.add(query.dependsOn(params, result));
    return result;
  }

  /** Readiness: a trivial query proves the host, API version and dataset answer. */
  async ping(): Promise<void> {
    await this.query('count(*[_id == "siteSettings"])');
  }
}
