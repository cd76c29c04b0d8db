import type { GatewayConfig } from '../config';
import type { UpstreamHttp } from '../http/client';
import { UpstreamError } from '../http/errors';

/** The collection objects service (`/gen2/v1/objects/{id}`, bearer token). Object issues extend this. */
export class CollectionClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly config: GatewayConfig['collection'],
  ) {}

  private get headers(): Record<string, string> {
    return { authorization: `Bearer ${this.config.token}` };
  }

  /**
   * Readiness: asks for object 0, which does not exist. A 404 proves the service answers and took the
   * token; a 401 means the token is wrong, which is not ready either.
   */
  async ping(): Promise<void> {
    const { status } = await this.http.send('collection', { path: '/gen2/v1/objects/0', headers: this.headers });
    if (status !== 404 && (status < 200 || status >= 300)) {
      throw new UpstreamError('collection', 'http', `HTTP ${status} from the object probe`, { status });
    }
  }
}
