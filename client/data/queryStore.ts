import type { ApolloCache, ApolloClient, OperationVariables } from '@apollo/client';
import type { ApolloSession } from '../apollo/browserSession';
import { entryId, NO_CODES, type QueryEntry, type QueryRequest, type QuerySnapshot, type QuerySource } from './querySource';

/** What a query shows when Apollo Client's code could not be loaded (the visitor's network failed). */
const UNREACHABLE: QuerySnapshot<never> = Object.freeze({ data: undefined, loading: false, codes: Object.freeze(['NETWORK']) });

/** An answer the server rendered with, until Apollo Client's cache holds it (with its request, once a reader names it). */
interface Held {
  data: unknown;
  request?: QueryRequest;
}

/** One query's readers, its current answer, and its watch on Apollo Client once that is loaded. */
class StoreEntry<TData = unknown, TVariables extends OperationVariables = OperationVariables> implements QueryEntry<TData> {
  private readonly listeners = new Set<() => void>();
  private watch: { unsubscribe(): void } | null = null;
  private started = false;

  constructor(
    private readonly store: QueryStore,
    readonly id: string,
    readonly request: QueryRequest<TData, TVariables>,
    private snapshot: QuerySnapshot<TData>,
  ) {}

  readonly getSnapshot = (): QuerySnapshot<TData> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.started) {
      this.started = true;
      this.store.start(this as unknown as StoreEntry);
    }
    return () => {
      this.listeners.delete(listener);
      // Later, not now: a reader that subscribes again at once (Strict Mode, a re-render) keeps the same watch.
      setTimeout(() => {
        if (this.listeners.size === 0) this.store.release(this as unknown as StoreEntry);
      });
    };
  };

  get watched(): boolean {
    return this.listeners.size > 0;
  }

  show(next: QuerySnapshot<TData>): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  /** Watches the query in Apollo Client (its document loaded: `QueryStore.watchLoaded`). */
  watchWith(session: ApolloSession): void {
    const query = this.request.document.current();
    if (query) this.watch ??= session.watch(query, this.request, this.snapshot, (next) => this.show(next));
  }

  /** Stops watching: a reader that subscribes after this starts it again. */
  stop(): void {
    this.watch?.unsubscribe();
    this.watch = null;
    this.started = false;
  }
}

/**
 * The browser's queries. Hydration reads the answers the server rendered with (`answers`, by query
 * key), so the first route needs neither a request nor Apollo Client's code. Apollo Client (its
 * own chunk, `load`) is loaded when a query has no answer yet (a client-side navigation, a search
 * box) or an action needs it (`client()`); the server's answers are then written into its cache,
 * and every query read from then on is watched there (cache-first), as `useQuery` watched it.
 */
export class QueryStore implements QuerySource {
  private readonly entries = new Map<string, StoreEntry>();
  private readonly held: Map<string, Held>;
  /** Entries started before Apollo Client was loaded: watched once it is. */
  private readonly waiting = new Set<StoreEntry>();
  private session: ApolloSession | null = null;
  private loading: Promise<ApolloSession> | null = null;

  constructor(
    answers: Readonly<Record<string, unknown>>,
    private readonly load: () => Promise<ApolloSession>,
  ) {
    this.held = new Map(Object.entries(answers).map(([key, data]) => [key, { data }]));
  }

  entry<TData, TVariables extends OperationVariables>(request: QueryRequest<TData, TVariables>): QueryEntry<TData> {
    const id = entryId(request);
    let entry = this.entries.get(id) as StoreEntry<TData, TVariables> | undefined;
    if (!entry) {
      entry = new StoreEntry(this, id, request, this.initial(request));
      this.entries.set(id, entry as unknown as StoreEntry);
    }
    return entry;
  }

  /** What a new entry shows first: the server's answer, else what Apollo Client's cache holds, else loading (unless it failed on the server). */
  private initial<TData, TVariables extends OperationVariables>(request: QueryRequest<TData, TVariables>): QuerySnapshot<TData> {
    const held = this.held.get(request.key);
    if (held) {
      held.request ??= request as unknown as QueryRequest;
      if (this.session) this.seed(this.session);
      return { data: held.data as TData, loading: false, codes: NO_CODES };
    }
    const query = request.document.current();
    // Without its document loaded nothing can have written its answer into the cache.
    const data = query ? this.session?.read(query, request) : undefined;
    return { data, loading: data === undefined && !request.cacheOnly, codes: NO_CODES };
  }

  /** The first reader subscribed: watch the query in Apollo Client, loading it only when the query has no answer yet. */
  start(entry: StoreEntry): void {
    if (this.session) {
      this.watchLoaded(entry, this.session);
      return;
    }
    this.waiting.add(entry);
    // A server answer needs nothing until Apollo Client is loaded for something else; a query that failed on the server asks nothing.
    if (!entry.request.cacheOnly && !this.held.has(entry.request.key)) void this.loadSession().catch(() => undefined);
  }

  /** The last reader left: stop watching, and forget the entry (Apollo Client's cache keeps the answer). */
  release(entry: StoreEntry): void {
    entry.stop();
    this.waiting.delete(entry);
    if (this.entries.get(entry.id) === entry) this.entries.delete(entry.id);
  }

  client(): Promise<ApolloClient> {
    return this.loadSession().then((session) => session.client);
  }

  forget(key: string, evict: (cache: ApolloCache) => void): void {
    this.held.delete(key);
    for (const entry of [...this.entries.values()]) {
      if (entry.request.key !== key) continue;
      // Its watch would ask for the evicted answer again at once.
      entry.stop();
      this.waiting.delete(entry);
      this.entries.delete(entry.id);
    }
    if (this.session) evict(this.session.client.cache);
  }

  /** Writes the server's answers whose readers are known and whose documents are loaded into Apollo Client's cache. */
  private seed(session: ApolloSession): void {
    for (const [key, held] of this.held) {
      const query = held.request?.document.current();
      if (!held.request || !query) continue;
      session.seed(query, held.request, held.data);
      this.held.delete(key);
    }
  }

  /**
   * Watches `entry` in Apollo Client once its document is loaded (at once when it is), the server's
   * answers seeded first so that the watch finds them in the cache instead of asking for them.
   */
  private watchLoaded(entry: StoreEntry, session: ApolloSession): void {
    const watch = () => {
      this.seed(session);
      entry.watchWith(session);
    };
    if (entry.request.document.current()) {
      watch();
      return;
    }
    entry.request.document.load().then(
      () => {
        if (entry.watched) watch();
      },
      () => {
        // The document could not be loaded (the visitor's network): as when Apollo Client cannot be.
        if (!entry.getSnapshot().loading) return;
        entry.stop();
        entry.show(UNREACHABLE);
      },
    );
  }

  private loadSession(): Promise<ApolloSession> {
    // The documents of the queries already read load beside Apollo Client's code, not after it.
    const documents = () => Promise.all([...[...this.held.values()].flatMap((held) => held.request ?? []), ...[...this.waiting].map((entry) => entry.request)].map((request) => request.document.load()));
    this.loading ??= Promise.all([this.load(), documents()]).then(
      ([session]) => {
        this.session = session;
        // In the order the server's render read them (the chrome's before the page's).
        this.seed(session);
        for (const entry of this.waiting) this.watchLoaded(entry, session);
        this.waiting.clear();
        return session;
      },
      (error: unknown) => {
        // The next ask tries again; what waits for an answer shows that it could not be loaded.
        this.loading = null;
        for (const entry of [...this.waiting]) {
          if (!entry.getSnapshot().loading) continue;
          this.waiting.delete(entry);
          entry.stop();
          entry.show(UNREACHABLE);
        }
        throw error;
      },
    );
    return this.loading;
  }
}
