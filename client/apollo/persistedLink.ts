import type { DocumentNode } from 'graphql';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * The hash codegen gave an operation when it persisted it (`__meta__.hash`, `sha256:<hex>`), as
 * automatic persisted queries send it: the bare hex.
 */
export function persistedHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('This operation was not persisted by the build: write it with graphql() from client/gql and run npm run codegen.');
  return hash.replace(/^sha256:/, '');
}

/**
 * The browser sends every operation by hash, never its text: queries as `GET /graphql` with their
 * variables (answered from the gateway's stored bytes, and cacheable by the browser and any CDN),
 * mutations as POST. A hash the gateway does not know (a tab left open across a deploy) is
 * answered PERSISTED_QUERY_NOT_FOUND, and the link sends that operation's text once instead.
 */
export function persistedLink(): PersistedQueryLink {
  return new PersistedQueryLink({ generateHash: persistedHash, useGETForHashedQueries: true });
}
