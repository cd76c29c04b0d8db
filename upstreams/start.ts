import type { FastifyInstance } from 'fastify';
import { museumNow } from './clock';
import { buildCollectionApp } from './collection/app';
import { buildContentApp } from './content/app';
import { buildFeedbackApp } from './feedback/app';
import { buildImagesApp } from './images/app';
import { buildNewsletterApp } from './newsletter/app';
import { buildPreschinaApp } from './preschina/app';
import { buildSearchApp } from './search/app';
import { buildTicketsApp } from './tickets/app';

export type UpstreamName = 'content' | 'search' | 'collection' | 'preschina' | 'images' | 'newsletter' | 'tickets' | 'feedback';

export const UPSTREAM_NAMES: readonly UpstreamName[] = ['content', 'search', 'collection', 'preschina', 'images', 'newsletter', 'tickets', 'feedback'];

/** The ports `npm run upstreams` and `npm start` use when nothing else is asked for. */
export const DEFAULT_UPSTREAM_PORTS: Record<UpstreamName, number> = {
  content: 4001,
  search: 4002,
  collection: 4003,
  preschina: 4004,
  images: 4005,
  newsletter: 4006,
  tickets: 4007,
  feedback: 4008,
};

export const SAMPLE_PREVIEW_TOKEN = 'sample-preview-token';
export const SAMPLE_COLLECTION_TOKEN = 'sample-collection-token';
export const SAMPLE_NEWSLETTER_TOKEN = 'sample-newsletter-token';
export const SAMPLE_FEEDBACK_TOKEN = 'sample-feedback-token';

export interface StartUpstreamsOptions {
  /** ISO date-time of the museum clock; default MUSEUM_NOW or the real time. */
  now?: string;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Port per upstream; 0 or absent means a free port. */
  ports?: Partial<Record<UpstreamName, number>>;
  /** Which upstreams to start; default all of them. */
  only?: readonly UpstreamName[];
  /** Bearer token that makes content drafts visible. */
  previewToken?: string;
  /** Bearer token the collection API demands. */
  collectionToken?: string;
  /** Bearer token the newsletter provider demands. */
  newsletterToken?: string;
  /** Bearer token the feedback service demands. */
  feedbackToken?: string;
  /** Fastify request logging. */
  logger?: boolean;
}

export interface RunningUpstreams {
  /** Base URL (no trailing slash) of each started upstream. */
  urls: Record<UpstreamName, string>;
  /** Stops one upstream (fault tests); its URL then refuses connections. */
  stop(name: UpstreamName): Promise<void>;
  /** Stops every upstream still running. */
  close(): Promise<void>;
}

function build(name: UpstreamName, options: StartUpstreamsOptions): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const now = museumNow(options.now);
  switch (name) {
    case 'content':
      return buildContentApp({ now, previewToken: options.previewToken ?? SAMPLE_PREVIEW_TOKEN, logger });
    case 'search':
      return buildSearchApp({ now, logger });
    case 'collection':
      return buildCollectionApp({ token: options.collectionToken ?? SAMPLE_COLLECTION_TOKEN, logger });
    case 'preschina':
      return buildPreschinaApp({ logger });
    case 'images':
      return buildImagesApp({ logger });
    case 'newsletter':
      return buildNewsletterApp({ token: options.newsletterToken ?? SAMPLE_NEWSLETTER_TOKEN, logger });
    case 'tickets':
      return buildTicketsApp({ logger });
    case 'feedback':
      return buildFeedbackApp({ token: options.feedbackToken ?? SAMPLE_FEEDBACK_TOKEN, logger });
  }
}

/** Starts the sample upstreams, each a Fastify app on its own port speaking its service's API. */
export async function startUpstreams(options: StartUpstreamsOptions = {}): Promise<RunningUpstreams> {
  const host = options.host ?? '127.0.0.1';
  const names = UPSTREAM_NAMES.filter((name) => (options.only ?? UPSTREAM_NAMES).includes(name));
  const apps = new Map<UpstreamName, FastifyInstance>();
  const urls: Partial<Record<UpstreamName, string>> = {};
  try {
    for (const name of names) {
      const app = await build(name, options);
      apps.set(name, app);
      await app.listen({ host, port: options.ports?.[name] ?? 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      urls[name] = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    }
  } catch (error) {
    await Promise.all([...apps.values()].map((app) => app.close()));
    throw error;
  }
  const stop = async (name: UpstreamName) => {
    const app = apps.get(name);
    apps.delete(name);
    await app?.close();
  };
  return {
    urls: urls as Record<UpstreamName, string>,
    stop,
    close: async () => {
      await Promise.all([...apps.keys()].map(stop));
    },
  };
}
