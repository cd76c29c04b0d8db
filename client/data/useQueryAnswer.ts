import type { OperationVariables } from '@apollo/client';
import { useState, useSyncExternalStore } from 'react';
import type { QueryEntry, QueryRequest, QuerySnapshot } from './querySource';
import { QueryReader } from './queryReader';
import { useQuerySource } from './QuerySourceContext';

/** A query's answer as a component reads it. */
export interface QueryAnswer<TData> extends QuerySnapshot<TData> {
  /** The answer before the data last changed (a page keeps showing it while the next one loads), as Apollo's `useQuery` gives it. */
  previousData: TData | undefined;
}

const SKIPPED: QuerySnapshot<never> = Object.freeze({ data: undefined, loading: false, codes: Object.freeze([]) });
const SKIPPED_ENTRY: QueryEntry<never> = { getSnapshot: () => SKIPPED, subscribe: () => () => undefined };

/**
 * Reads a query from the entry's source (`null`: skipped, neither loading nor asked). The server
 * render reads its preloaded cache; the browser first reads the answers the server rendered with,
 * so hydration asks nothing, and keeps the answer up to date while the component is mounted.
 */
export function useQueryAnswer<TData, TVariables extends OperationVariables>(request: QueryRequest<TData, TVariables> | null): QueryAnswer<TData> {
  const source = useQuerySource();
  const entry = request ? source.entry(request) : SKIPPED_ENTRY;
  const [reader] = useState(() => new QueryReader<TData>(entry));
  reader.follow(entry);
  const snapshot = useSyncExternalStore(reader.subscribe, reader.getSnapshot, reader.getSnapshot);
  const [shown, setShown] = useState<{ data: TData | undefined; previous: TData | undefined }>({ data: snapshot.data, previous: undefined });
  let previousData = shown.previous;
  if (snapshot.data !== shown.data) {
    // Adjusting state while rendering: React renders again at once, before anything is committed.
    previousData = shown.data ?? shown.previous;
    setShown({ data: snapshot.data, previous: previousData });
  }
  return { ...snapshot, previousData };
}
