import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { evaluate, parse } from 'groq-js';
import type { DateTime } from 'luxon';
import { hasBearerToken } from '../bearer';
import { createUpstreamApp } from '../server';
import type { CommitFeed } from './commit-feed';
import { buildContentDataset } from './dataset';
import { pathProblem } from './api-path';
import { registerMutations } from './mutate-route';
import { missingParameter } from './parameters';
import { choosePerspective, type StoredDocument } from './perspective';
import { isQueryRequestError, readQueryRequest } from './query-request';
import type { QueryRequest } from './query-request';
import { ContentStore } from './store';
import { WebhookSender, type WebhookOptions } from './webhooks';

export interface ContentAppOptions {
  /** The museum clock the dated content is generated around. */
  now: DateTime;
  /** Bearer token that makes `drafts.` documents visible. */
  previewToken: string;
  /** Bearer token that may also change documents (the mutation API). */
  editorToken: string;
  /** Where each committed change is sent, signed (Sanity's GROQ-powered webhooks); none when absent. */
  webhook?: WebhookOptions;
  /** Told of each committed transaction before its webhook is sent (the sample search service's indexer). */
  commits?: CommitFeed;
  logger?: boolean;
}

interface QueryRoute {
  Params: { version: string; dataset: string };
  Querystring: Record<string, unknown>;
  Body: unknown;
}

/** Whether the request carries a token that reads drafts (the preview or the editor token); `null` means a bearer token that is wrong. */
function previewAccess(header: string | undefined, tokens: readonly string[]): boolean | null {
  if (!header) return false;
  return tokens.some((token) => hasBearerToken(header, token)) ? true : null;
}

/** Sanity's answer to a query it cannot parse: the description and where in the query it went wrong. */
function queryParseError(description: string, query: string, start: number, end = start + 1): object {
  return { error: { description, query, start, end, type: 'queryParseError' } };
}

/** GROQ syntax errors carry a position. */
function parseError(error: unknown, query: string): object {
  const position = typeof error === 'object' && error !== null && 'position' in error && typeof error.position === 'number' ? error.position : 0;
  return queryParseError(error instanceof Error ? error.message : 'Invalid GROQ query', query, position);
}

/**
 * The sample content service: a Sanity-compatible query API over the generated dataset, built once
 * here, and Sanity's mutation API changing it in memory (mutate-route.ts), each committed
 * transaction told to the subscribers (`commits`), then sent to the webhook's URLs. Every request
 * sees the documents as the last commit left them.
 */
export async function buildContentApp(options: ContentAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  // The generated documents are plain data; the store keeps whatever editors write.
  const store = new ContentStore(buildContentDataset(options.now) as unknown as StoredDocument[]);
  // GROQ's now() runs on the museum clock (from the pinned time when MUSEUM_NOW is set), so queries
  // like `expiresAt > now()` agree with the dated content.
  const builtAt = Date.now();
  const museumTime = () => new Date(options.now.toMillis() + (Date.now() - builtAt));

  async function answer(request: FastifyRequest<QueryRoute>, reply: FastifyReply, input: QueryRequest): Promise<FastifyReply> {
    const started = performance.now();
    const access = previewAccess(request.headers.authorization, [options.previewToken, options.editorToken]);
    if (access === null) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' });
    let tree;
    try {
      tree = parse(input.query, { params: input.params });
    } catch (error) {
      return reply.code(400).send(parseError(error, input.query));
    }
    const missing = missingParameter(tree, input.query, input.params);
    if (missing) return reply.code(400).send(queryParseError(`param $${missing.name} referenced, but not provided`, input.query, missing.start, missing.end));
    try {
      const dataset = store.view(choosePerspective(input.perspective, access));
      const result = await (await evaluate(tree, { dataset, params: input.params, timestamp: museumTime() })).get();
      const ms = Math.round(performance.now() - started);
      return reply.send(input.returnQuery ? { query: input.query, result, ms } : { result, ms });
    } catch (error) {
      const description = error instanceof Error ? error.message : 'Query failed';
      return reply.code(400).send({ error: { description, query: input.query, type: 'queryExecutionError' } });
    }
  }

  async function handle(request: FastifyRequest<QueryRoute>, reply: FastifyReply, body: unknown): Promise<FastifyReply> {
    const problem = pathProblem(request.params);
    if (problem) return reply.code(problem.status).send(problem.body);
    const input = readQueryRequest(request.query, body);
    if (isQueryRequestError(input)) return reply.code(input.status).send(input.body);
    return answer(request, reply, input);
  }

  app.get<QueryRoute>('/v:version/data/query/:dataset', (request, reply) => handle(request, reply, undefined));
  app.post<QueryRoute>('/v:version/data/query/:dataset', (request, reply) => handle(request, reply, request.body));

  // Subscribers first: the webhook's purge must find the search indexes already following the change.
  if (options.commits) store.onCommit(options.commits.publish);
  if (options.webhook && options.webhook.urls.length > 0) {
    const webhook = new WebhookSender(options.webhook);
    store.onCommit(webhook.send);
    app.addHook('onClose', async () => webhook.close());
  }
  registerMutations(app, { store, editorToken: options.editorToken, previewToken: options.previewToken, clock: museumTime });
  return app;
}
