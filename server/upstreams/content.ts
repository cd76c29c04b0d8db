import type { GatewayConfig } from '../config';
import type { UpstreamHttp } from '../http/client';
import * as v from 'valibot';
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

  /** Readiness: a trivial query proves the host, API version and dataset answer. */
  async ping(): Promise<void> {
    await this.query('count(*[_id == "siteSettings"])');
  }
}
