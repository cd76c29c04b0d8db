import type { DocumentNode } from 'graphql';
import { getOperationAST } from 'graphql';
import { persistedHash } from '../../client/apollo/persistedLink';

/** The persisted-query extension of a client document, as Apollo's PersistedQueryLink sends it. */
export function persistedExtension(document: DocumentNode): { persistedQuery: { version: 1; sha256Hash: string } } {
  return { persistedQuery: { version: 1, sha256Hash: persistedHash(document) } };
}

/** The request the browser sends for a persisted query: `GET /graphql` with the hash and variables (as Apollo's HttpLink writes them). */
export function persistedGetPath(document: DocumentNode, variables: Record<string, unknown> = {}): string {
  const search = new URLSearchParams({
    operationName: getOperationAST(document)?.name?.value ?? '',
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(persistedExtension(document)),
  });
  return `/graphql?${search.toString()}`;
}
