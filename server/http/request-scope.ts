import { TagSet } from '../cache/tags';
import type { RequestTelemetry } from '../observability/request-telemetry';

/** What an upstream call needs of the request it serves: how long it may still take, and who asks. */
export interface CallScope {
  /** Milliseconds left until the request's deadline (0 or less: passed). */
  remainingMs(): number;
  /** The request's id, logger and trace span (absent outside a request). */
  readonly telemetry?: RequestTelemetry;
}

/** The request's deadline passed while it waited on an upstream answer another request had asked for. */
export class DeadlineError extends Error {
  constructor(what: string) {
    super(`${what}: no answer before the request's deadline`);
    this.name = 'DeadlineError';
  }
}

/** A request asked for more upstream loads than one request may make. */
export class UpstreamCallLimitError extends Error {
  constructor(readonly limit: number) {
    super(`This request needs more than ${limit} upstream calls; ask for less in one query.`);
    this.name = 'UpstreamCallLimitError';
  }
}

export interface RequestScopeOptions {
  deadlineMs: number;
  maxUpstreamCalls: number;
  now?: () => number;
  telemetry?: RequestTelemetry;
}

/**
 * One request's share of the gateway: its deadline (shared by all its upstream calls and queue
 * waits, so a page answers within a bound whatever the upstreams do), its budget of upstream
 * loads, and whether its answer may be kept: any part degraded (a fallback, a stale-if-error serve,
 * an error), or the answer private to this visitor (an editor's preview of a draft). Caches read
 * `storable`: an answer that is not is sent `no-store` (`private, no-store` when private) and never stored.
 * It also collects the tags of everything its answer was built from (server/cache/tags.ts), which
 * whatever stores the answer keeps with it.
 */
export class RequestScope implements CallScope {
  /** When the request began (ms since the epoch): an answer begun before a purge of one of its tags is not stored. */
  readonly startedAt: number;
  readonly deadline: number;
  readonly telemetry: RequestTelemetry | undefined;
  /** The tags of what the answer was built from. */
  readonly tags: TagSet;
  private readonly now: () => number;
  /** Its budget and flags, shared with the scopes of its operations. */
  private readonly shared: { calls: number; reasons: Set<string> | null; privateAnswer: boolean };

  constructor(
    private readonly options: RequestScopeOptions,
    parent?: RequestScope,
  ) {
    this.now = options.now ?? Date.now;
    this.startedAt = parent?.startedAt ?? this.now();
    this.deadline = parent?.deadline ?? this.startedAt + options.deadlineMs;
    this.telemetry = options.telemetry;
    // Made at the first degradation: most requests have none.
    this.shared = parent?.shared ?? { calls: 0, reasons: null, privateAnswer: false };
    this.tags = new TagSet(parent?.tags ?? null);
  }

  /**
   * The scope of one operation of this request (a server render runs several): the same deadline,
   * budget and flags, and tags of its own, which are the request's too — so what stores one
   * operation's answer (the response cache) keeps its own tags, not the whole render's.
   */
  operation(): RequestScope {
    return new RequestScope(this.options, this);
  }

  remainingMs(): number {
    return this.deadline - this.now();
  }

  /** Counts one upstream load; throws UpstreamCallLimitError past the request's budget. */
  countCall(): void {
    this.shared.calls += 1;
    if (this.shared.calls > this.options.maxUpstreamCalls) throw new UpstreamCallLimitError(this.options.maxUpstreamCalls);
  }

  /** Marks the answer degraded, saying why (`alerts fallback`, `stale content`, `errors`). */
  degrade(reason: string): void {
    (this.shared.reasons ??= new Set()).add(reason);
  }

  get degraded(): boolean {
    return this.shared.reasons !== null;
  }

  /** Why the answer is degraded, for logs. */
  get degradedBy(): string[] {
    return this.shared.reasons ? [...this.shared.reasons] : [];
  }

  /** Marks the answer private to this visitor (an editor's preview): sent `private, no-store`, never stored or shared. */
  keepPrivate(): void {
    this.shared.privateAnswer = true;
  }

  get isPrivate(): boolean {
    return this.shared.privateAnswer;
  }

  /** Whether any cache (the response cache, a browser, a CDN) may keep the answer. */
  get storable(): boolean {
    return !this.degraded && !this.isPrivate;
  }

  /**
   * Settles as `work` does, or rejects with `onDeadline()` when the deadline passes first (the work
   * goes on for whoever else waits on it, such as a shared cache refresh).
   */
  within<T>(work: Promise<T>, onDeadline: () => Error): Promise<T> {
    const left = this.remainingMs();
    if (left <= 0) {
      work.catch(() => undefined);
      return Promise.reject(onDeadline());
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(onDeadline()), left);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}
