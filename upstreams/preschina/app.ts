import type { FastifyInstance } from 'fastify';
import { registerPageRoutes } from './page-routes';
import { registerRestRoutes } from './rest-routes';
import { createUpstreamApp } from '../server';
import { buildSite } from './site';

export interface PreschinaAppOptions {
  logger?: boolean;
  /** Base URL of the image service the portraits and upload files point at; default the sample's port 4005. */
  imagesBaseUrl?: string;
}

export const DEFAULT_IMAGES_BASE_URL = 'http://127.0.0.1:4005';

/**
 * The sample presidential china service: a WordPress site with a `president` post type, its REST
 * API (posts and media) and the theme's story pages.
 */
export async function buildPreschinaApp(options: PreschinaAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const site = buildSite();
  const imagesBaseUrl = options.imagesBaseUrl ?? DEFAULT_IMAGES_BASE_URL;
  registerRestRoutes(app, site, imagesBaseUrl);
  registerPageRoutes(app, site, imagesBaseUrl);
  return app;
}
