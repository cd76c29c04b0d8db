import type { FastifyInstance } from 'fastify';
import { registerPageRoutes } from './page-routes';
import { registerRestRoutes } from './rest-routes';
import { createUpstreamApp } from '../server';
import { buildSite } from './site';

/** The sample's editor and application password (HTTP Basic) for the REST API's updates. */
export const SAMPLE_WORDPRESS_EDITOR = 'editor:sample-application-password';

export interface PreschinaAppOptions {
  logger?: boolean;
  /** `user:password` an update must present (default SAMPLE_WORDPRESS_EDITOR). */
  editorCredentials?: string;
}

/**
 * The sample presidential china service: a WordPress site with a `president` post type, its REST
 * API (posts and media), the theme's story pages, its uploads, and unlisted hostile pages.
 */
export async function buildPreschinaApp(options: PreschinaAppOptions = {}): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const site = buildSite();
  registerRestRoutes(app, site, options.editorCredentials ?? SAMPLE_WORDPRESS_EDITOR);
  registerPageRoutes(app, site);
  return app;
}
