import { createContext, useContext } from 'react';
import type { QuerySource } from './querySource';

const QuerySourceContext = createContext<QuerySource | null>(null);

/** Given by each entry: the server render's source, or the browser's store. */
export const QuerySourceProvider = QuerySourceContext.Provider;

export function useQuerySource(): QuerySource {
  const source = useContext(QuerySourceContext);
  if (!source) throw new Error('useQuerySource needs a QuerySourceProvider (entry-server.tsx, entry-client.tsx)');
  return source;
}
