import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { museumNow } from './clock';
import { buildCollectionApp } from './collection/app';
import { buildContentApp, type ContentAppOptions } from './content/app';
import { CommitFeed } from './content/commit-feed';
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
export const SAMPLE_EDITOR_TOKEN = 'sample-editor-token';
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
  /** Bearer token that may change content (the mutation API). */
  editorToken?: string;
  /** Where the content service sends each committed change, signed with `secret` (Sanity's webhooks); none when absent. */
  contentWebhook?: ContentAppOptions['webhook'];
  /** Bearer token the collection API demands. */
  collectionToken?: string;
  /** Bearer token the newsletter provider demands. */
  newsletterToken?: string;
  /** Bearer token the feedback service demands. */
  feedbackToken?: string;
  /** Fastify request logging. */
  logger?: boolean;
  /** Milliseconds added before every answer, as a remote service's network would (benchmarks). */
  latencyMs?: number;
  /** Told of every call once it is answered, with when it arrived and when its answer was sent (benchmarks). */
  onCall?: (call: UpstreamCall) => void;
}

/** One call an upstream answered: instants in ms on a clock shared by the machine's processes (`performance.timeOrigin + performance.now()`). */
export interface UpstreamCall {
  upstream: UpstreamName;
  method: string;
  /** Path and query string. */
  url: string;
  /** The JSON body of a POST, as sent (calls with the same url and body ask the same thing). */
  body: string | null;
  startedAt: number;
  endedAt: number;
  status: number;
}

/** Milliseconds since the epoch with sub-millisecond resolution, comparable between processes. */
export function wallClockMs(): number {
  return performance.timeOrigin + performance.now();
}

/** Reports each call to `onCall`: arrival before any added latency, end once the answer is sent. */
function recordCalls(app: FastifyInstance, upstream: UpstreamName, onCall: (call: UpstreamCall) => void): void {
  const arrivals = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    arrivals.set(request.raw, wallClockMs());
  });
  app.addHook('onResponse', async (request, reply) => {
    const startedAt = arrivals.get(request.raw) ?? wallClockMs();
    const body = request.body === undefined || request.body === null ? null : JSON.stringify(request.body);
    onCall({ upstream, method: request.method, url: request.url, body, startedAt, endedAt: wallClockMs(), status: reply.statusCode });
  });
}

export interface RunningUpstreams {
  /** Base URL (no trailing slash) of each started upstream. */
  urls: Record<UpstreamName, string>;
  /** Stops one upstream (fault tests); its URL then refuses connections. */
  stop(name: UpstreamName): Promise<void>;
  /** Stops every upstream still running. */
  close(): Promise<void>;
}

/** `contentCommits`: the sample content service's commits, which the sample search service indexes as they come (as the museum's indexer subscribes to its content service). */
function build(name: UpstreamName, options: StartUpstreamsOptions, contentCommits: CommitFeed): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const now = museumNow(options.now);
  switch (name) {
    case 'content':
      return buildContentApp({ now, previewToken: options.previewToken ?? SAMPLE_PREVIEW_TOKEN, editorToken: options.editorToken ?? SAMPLE_EDITOR_TOKEN, webhook: options.contentWebhook, commits: contentCommits, logger });
    case 'search':
      return buildSearchApp({ now, follow: contentCommits, logger });
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
  const contentCommits = new CommitFeed();
  try {
    for (const name of names) {
      const app = await build(name, options, contentCommits);
      apps.set(name, app);
      if (options.onCall) recordCalls(app, name, options.onCall);
      const latencyMs = options.latencyMs ?? 0;
      if (latencyMs > 0) app.addHook('onRequest', () => delay(latencyMs));
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
