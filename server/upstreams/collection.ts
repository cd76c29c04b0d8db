import type { GatewayConfig } from '../config';
import type { UpstreamHttp } from '../http/client';
import { UpstreamError } from '../http/errors';
import { bearerTokenForHost } from './collection-credential';
import type { ObjectRecord } from './collection-record';
import { ObjectRecordSchema } from './collection-record';
import { nullWhenNotFound } from './not-found';
import { expectShape } from './shape';

/** The collection objects service (`/gen2/v1/objects/{id}`, bearer token chosen by host prefix). */
export class CollectionClient {
  private readonly headers: Record<string, string>;

  constructor(
    private readonly http: UpstreamHttp,
    config: GatewayConfig['collection'],
    baseUrl: string | null,
  ) {
    const host = baseUrl ? new URL(baseUrl).hostname : '';
    this.headers = { authorization: `Bearer ${bearerTokenForHost(host, config.tokensByHostPrefix, config.token)}` };
  }

  /** The object record of an ObjectID, checked against the fields the gateway reads; null when the service has no such object. */
  async object(objectId: number): Promise<ObjectRecord | null> {
    const body = await nullWhenNotFound(() => this.http.json('collection', { path: `/gen2/v1/objects/${objectId}`, headers: this.headers }));
    return body === null ? null : expectShape('collection', `object record ${objectId}`, body, ObjectRecordSchema);
  }

  /**
   * Readiness: asks for object 0, which does not exist. A 404 proves the service answers and took the
   * token; a 401 means the token is wrong, which is not ready either; a record must be a record.
   */
  async ping(): Promise<void> {
    const { status, text } = await this.http.send('collection', { path: '/gen2/v1/objects/0', headers: this.headers });
    if (status === 404) return;
    if (status < 200 || status >= 300) throw new UpstreamError('collection', 'http', `HTTP ${status} from the object probe`, { status });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new UpstreamError('collection', 'shape', 'invalid JSON from the object probe', { cause: error });
    }
    expectShape('collection', 'the object probe', body, ObjectRecordSchema);
  }
}
