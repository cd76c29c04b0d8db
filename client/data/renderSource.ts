import type { ApolloClient, OperationVariables } from '@apollo/client';
import { entryId, NO_CODES, type QueryEntry, type QueryRequest, type QuerySnapshot, type QuerySource } from './querySource';

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * A server render's queries: the answers its preload brought (`preloadRoute`), as `useQuery`'s
 * first result would read them (an answer, else loading; never loading after a failure). A render
 * never waits for or watches anything. What it reads is what the browser hydrates with (`answers`).
 */
export class RenderQuerySource implements QuerySource {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly read: Record<string, unknown> = {};

  constructor(private readonly preloaded: ReadonlyMap<string, unknown>) {}

  entry<TData, TVariables extends OperationVariables>(request: QueryRequest<TData, TVariables>): QueryEntry<TData> {
    const id = entryId(request);
    let entry = this.entries.get(id) as QueryEntry<TData> | undefined;
    if (!entry) {
      const data = this.preloaded.get(request.key) as TData | undefined;
      if (data !== undefined) this.read[request.key] = data;
      const snapshot: QuerySnapshot<TData> = { data, loading: !request.cacheOnly && data === undefined, codes: NO_CODES };
      entry = { getSnapshot: () => snapshot, subscribe: NO_SUBSCRIPTION };
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** The answers the render read, by query key: the browser reads them while hydrating, before it loads Apollo Client. */
  answers(): Record<string, unknown> {
    return this.read;
  }

  client(): Promise<ApolloClient> {
    // Nothing in a server render acts: only a visitor's action asks for the client.
    return Promise.reject(new Error('A server render reads its preloaded answers; it has no Apollo Client'));
  }

  forget(): void {
    // A render keeps nothing beyond itself.
  }
}
