import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CacheLookup } from '../cache/types';
import type { AnswerStore } from './answer-store';
import type { ExecutedAnswer, GraphqlOperation } from './execute';
import type { PersistedDocuments, PersistedOperation } from './persisted-documents';
import { type HeldAnswer, sendStored, type WireContext } from './send-stored';
import type { StoredAnswer } from './stored-answer';
import { storedAnswer } from './stored-answer';

export interface PersistedQueriesOptions {
  documents: PersistedDocuments;
  store: AnswerStore;
  /** `safelist`: only the build's hashes; `register`: unknown hashes go to Apollo's automatic persisted queries. */
  mode: 'safelist' | 'register';
  keyPrefix: string;
  /** Runs an operation through Apollo Server (its limits, plugins and cache hints) for this request. */
  execute: (request: FastifyRequest, operation: GraphqlOperation) => Promise<ExecutedAnswer>;
  /** The security headers of non-document responses (stored answers are sent as they are). */
  securityHeaders: Readonly<Record<string, string>>;
  /** Whether shutdown has begun (connections close after their response). */
  closing: () => boolean;
  /** Counts what each lookup finds (metrics: the whole-response layer). */
  observe?: (lookup: CacheLookup) => void;
  now?: () => number;
}

/** A persisted query asked by GET: its operation, its variables as sent, and the key of its stored answers. */
interface PersistedGet {
  key: string;
  operation: PersistedOperation;
  variablesText: string;
}

/** Raw query strings remembered with what they ask. */
const ASKED_MAX = 1000;

/** The hash of an automatic-persisted-query extension (`{"persistedQuery":{"version":1,"sha256Hash":"…"}}`). */
function persistedHash(extensions: unknown): string | null {
  if (typeof extensions !== 'object' || extensions === null || !('persistedQuery' in extensions)) return null;
  const persisted = extensions.persistedQuery;
  if (typeof persisted !== 'object' || persisted === null || !('sha256Hash' in persisted)) return null;
  return typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

function graphqlError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * A hash the build did not persist, in safelist mode. `PERSISTED_QUERY_NOT_FOUND` is the code
 * persisted-query clients understand: Apollo Client's link then sends the text once, as an ad-hoc
 * query (a tab left open across a deploy keeps working), which the gateway runs under its limits
 * but never learns under the hash.
 */
function refuseUnknownHash(reply: FastifyReply): FastifyReply {
  return graphqlError(reply, 400, 'PERSISTED_QUERY_NOT_FOUND', "PersistedQueryNotFound: this gateway answers only the site's own operations by hash; send the query text instead.");
}

/** Seconds the answer may be kept, from Apollo's Cache-Control (its schema hints) less its age; 0 when it must not be. */
function freshSeconds(answer: ExecutedAnswer): number {
  const policy = answer.headers.get('cache-control') ?? '';
  if (/no-store|no-cache|private/.test(policy)) return 0;
  const maxAge = Number(/max-age=(\d+)/.exec(policy)?.[1] ?? 0);
  return maxAge - Number(answer.headers.get('age') ?? 0);
}

/**
 * The hot path of GraphQL: the site's own queries, asked as `GET /graphql?extensions=…sha256Hash…
 * &variables=…`, are answered from stored bytes (compressed once, with an ETag and `304` on
 * If-None-Match) before any GraphQL work: no parsing, no validation, no plugins. A miss runs the
 * persisted text through Apollo Server as any query would, then keeps the answer for the maxAge of
 * its cache hints — unless it has errors, is private, or its request is degraded (a fallback or a
 * stale serve somewhere in it), which is never stored — with the tags its request collected. Queries sent as text (GraphiQL, tools) never
 * come here: Apollo answers them as before.
 */
export class PersistedQueries {
  /** Persisted queries this process ran through Apollo (misses); hits never count (tests count them; metrics may too). */
  executions = 0;
  private readonly now: () => number;
  /** What each raw query string of a persisted GET asks (the ASKED_MAX most recently used). */
  private readonly asked = new LRUCache<string, PersistedGet>({ max: ASKED_MAX });

  constructor(private readonly options: PersistedQueriesOptions) {
    this.now = options.now ?? Date.now;
  }

  private wire(now: number): WireContext {
    return { headers: this.options.securityHeaders, closing: this.options.closing(), now };
  }

  /**
   * The fresh answer this process holds for a raw query string it has read before (the front
   * door's question: `server/hot-path/front-door.ts`, which counts the hit when it sends it); null
   * for anything else, which the route answers.
   */
  heldAnswer(rawQuery: string): HeldAnswer | null {
    const asked = this.asked.get(rawQuery);
    return asked === undefined ? null : this.fresh(this.options.store.peek(asked.key));
  }

  /** An answer held here, with what sending it now needs, if it is still fresh. */
  private fresh(answer: StoredAnswer | undefined): HeldAnswer | null {
    const now = this.now();
    return answer && now < answer.freshUntil ? { answer, wire: this.wire(now) } : null;
  }

  /**
   * GET /graphql's onRequest hook: answers persisted queries itself, leaves everything else to the
   * route. Callback-style, so that a fresh answer held in this process is sent within the hook's
   * own call, without a promise; anything else (the shared cache, a miss) continues asynchronously.
   */
  readonly answerGet = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const rawQuery = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const asked = this.asked.get(rawQuery) ?? this.readGet(rawQuery, request, reply);
    if (asked === null) return done();
    if (asked === undefined) return; // refused
    const local = this.options.store.peek(asked.key);
    const held = this.fresh(local);
    if (held) {
      this.options.observe?.('hit');
      sendStored(request, reply, held.answer, held.wire);
      return;
    }
    this.answerAsync(request, reply, asked, local).catch(done);
  };

  /**
   * What a GET asks, read from its parsed query string, and remembered under the raw one (the site's
   * client asks the same few URLs again and again: a repeat skips the JSON and the key). Null: not a
   * persisted query (Apollo's); undefined: refused here.
   */
  private readGet(rawQuery: string, request: FastifyRequest, reply: FastifyReply): PersistedGet | null | undefined {
    const params = request.query as Record<string, unknown>;
    if (typeof params.extensions !== 'string' || !params.extensions.includes('persistedQuery')) return null;
    let hash: string | null;
    try {
      hash = persistedHash(JSON.parse(params.extensions));
    } catch {
      return null; // Apollo explains malformed extensions
    }
    if (hash === null) return null;
    const operation = this.options.documents.get(hash);
    if (!operation) {
      if (this.options.mode === 'register') return null;
      if (typeof params.query === 'string' && params.query !== '') {
        // The text came along: an ad-hoc query, run by Apollo without learning the hash.
        delete params.extensions;
        return null;
      }
      refuseUnknownHash(reply);
      return undefined;
    }
    if (operation.kind !== 'query') {
      reply.header('allow', 'POST');
      graphqlError(reply, 405, 'BAD_REQUEST', `Only queries can be sent with GET; send ${operation.kind}s with POST.`);
      return undefined;
    }
    const variablesText = typeof params.variables === 'string' ? params.variables : '';
    const asked: PersistedGet = { key: `${this.options.keyPrefix}:persisted:${hash}:${variablesText}`, operation, variablesText };
    this.asked.set(rawQuery, asked);
    return asked;
  }

  /** The rest of answerGet: the shared cache, else Apollo; the answer is stored when it may be. It always answers (never a thenable reply: it would wait on the response). */
  private async answerAsync(request: FastifyRequest, reply: FastifyReply, asked: PersistedGet, local: StoredAnswer | undefined): Promise<void> {
    const { key, operation, variablesText } = asked;
    // A stale answer this process still holds is not served (persisted answers are never served stale) but spares a shared-cache read.
    const stored = local ?? (await this.options.store.get(key));
    const now = this.now();
    if (stored && now < stored.freshUntil) {
      this.options.observe?.('hit');
      sendStored(request, reply, stored, this.wire(now));
      return;
    }
    this.options.observe?.('miss');

    let variables: unknown;
    try {
      variables = variablesText === '' ? {} : JSON.parse(variablesText);
    } catch {
      graphqlError(reply, 400, 'BAD_REQUEST', '`variables` is not valid JSON.');
      return;
    }
    if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
      graphqlError(reply, 400, 'BAD_REQUEST', '`variables` must be a JSON object.');
      return;
    }
    this.executions += 1;
    const answer = await this.options.execute(request, { query: operation.text, variables: variables as Record<string, unknown>, operationName: operation.name });
    const seconds = freshSeconds(answer);
    if (answer.status !== 200 || seconds <= 0 || !request.scope.storable) {
      reply.code(answer.status).headers(Object.fromEntries(answer.headers)).send(answer.body);
      return;
    }
    const storedAt = this.now();
    const fresh = await storedAnswer(
      answer.body,
      { 'content-type': answer.headers.get('content-type') ?? 'application/json; charset=utf-8', 'cache-control': `public, max-age=${seconds}`, vary: 'Accept-Encoding' },
      { storedAt, freshUntil: storedAt + seconds * 1000, staleUntil: storedAt + seconds * 1000 },
      request.scope.tags.list(),
    );
    // Kept here at once; the replicas' copy is written after the response (nothing waits for it).
    this.options.store.set(key, fresh, request.scope.startedAt).catch((error: unknown) => request.log.warn({ err: error }, 'storing an answer in the shared cache failed'));
    sendStored(request, reply, fresh, this.wire(storedAt));
  }

  /**
   * POST /graphql's preHandler: a request by hash (a mutation of the site's client, or a client that
   * posts its queries) gets the persisted text, so Apollo runs what the build persisted. Unknown
   * hashes: refused in safelist mode (run as ad-hoc queries when their text came along), left to
   * Apollo's automatic persisted queries in register mode.
   */
  readonly expandPost = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('extensions' in body)) return undefined;
    const { extensions } = body;
    const hash = persistedHash(extensions);
    if (hash === null || typeof extensions !== 'object' || extensions === null) return undefined;
    const operation = this.options.documents.get(hash);
    if (!operation && this.options.mode === 'register') return undefined;
    const hasText = 'query' in body && typeof body.query === 'string' && body.query !== '';
    if (!operation && !hasText) return refuseUnknownHash(reply);
    // Apollo runs the text; the hash has done its job (and Apollo's own APQ is off in safelist mode).
    delete (extensions as { persistedQuery?: unknown }).persistedQuery;
    if (operation) Object.assign(body, { query: operation.text });
    return undefined;
  };
}
