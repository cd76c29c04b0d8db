import type { UpstreamHttp } from '../http/client';

/** The presidential china service (WordPress REST and HTML pages). The microsite issue extends this. */
export class PreschinaClient {
  constructor(private readonly http: UpstreamHttp) {}

  /** Readiness: the service's health route. */
  async ping(): Promise<void> {
    await this.http.ok('preschina', { path: '/healthz' });
  }
}
