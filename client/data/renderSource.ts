import type { ApolloClient, OperationVariables } from '@apollo/client';
import { cacheDocument } from '../apollo/createCache';
import { readAnswer } from '../apollo/normalizedAnswers';
import { entryId, NO_CODES, type QueryEntry, type QueryRequest, type QuerySnapshot, type QuerySource } from './querySource';

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * A server render's queries: read from the cache the preload filled, once each, as `useQuery`'s
 * first result reads it (cache-first: complete data, else loading; cache-only after a failure:
 * never loading). A render never waits for or watches anything, so a watched query (and its
 * analysis of the document, which a new client per render repeats) would be work for nothing.
 * What it reads is what the browser hydrates with (`answers`).
 */
export class RenderQuerySource implements QuerySource {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly read: Record<string, unknown> = {};

  constructor(private readonly renderClient: ApolloClient) {}

  entry<TData, TVariables extends OperationVariables>(request: QueryRequest<TData, TVariables>): QueryEntry<TData> {
    const id = entryId(request);
    let entry = this.entries.get(id) as QueryEntry<TData> | undefined;
    if (!entry) {
      // The chrome's answer, restored from the one kept between renders, is read once per answer (normalizedAnswers.ts).
      const diff = readAnswer<TData>(this.renderClient.cache, request.key, { query: cacheDocument(request.document), variables: request.variables, returnPartialData: true, optimistic: true });
      const data = diff.complete ? (diff.result ?? undefined) : undefined;
      if (data !== undefined) this.read[request.key] = data;
      const snapshot: QuerySnapshot<TData> = { data, loading: !request.cacheOnly && data === undefined, codes: NO_CODES };
      entry = { getSnapshot: () => snapshot, subscribe: NO_SUBSCRIPTION };
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** The complete answers the render read, by query key: the browser reads them while hydrating, before it loads Apollo Client. */
  answers(): Record<string, unknown> {
    return this.read;
  }

  client(): Promise<ApolloClient> {
    return Promise.resolve(this.renderClient);
  }

  forget(): void {
    // A render keeps nothing beyond itself.
  }
}
