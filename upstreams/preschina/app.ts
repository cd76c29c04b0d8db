import type { FastifyInstance } from 'fastify';
import { registerPageRoutes } from './page-routes';
import { registerRestRoutes } from './rest-routes';
import { createUpstreamApp } from '../server';
import { buildSite } from './site';

export interface PreschinaAppOptions {
  logger?: boolean;
}

/**
 * The sample presidential china service: a WordPress site with a `president` post type, its REST
 * API (posts and media), the theme's story pages, its uploads, and unlisted hostile pages.
 */
export async function buildPreschinaApp(options: PreschinaAppOptions = {}): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const site = buildSite();
  registerRestRoutes(app, site);
  registerPageRoutes(app, site);
  return app;
}
