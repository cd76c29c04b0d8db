import type { UpstreamHttp } from '../http/client';

/** The image service (IIIF-style paths, loaded by browsers from IMAGES_URL). */
export class ImagesClient {
  constructor(private readonly http: UpstreamHttp) {}

  /** Readiness: the service's health route. */
  async ping(): Promise<void> {
    await this.http.ok('images', { path: '/healthz' });
  }
}
