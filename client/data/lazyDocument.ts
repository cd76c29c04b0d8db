import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { loadOnce } from '../routing/loadOnce';

/**
 * A GraphQL operation whose document loads when first needed. Hydration needs only its name (the
 * answers the server rendered with are keyed by name and variables: `queryKey`); the document
 * itself (its AST, a few KB of a page's first load) is needed only where an operation is run or
 * written into Apollo Client's cache: on the server before a render, and in the browser once
 * Apollo Client is loaded (a navigation, View More, a search box).
 */
export interface LazyDocument<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  /** The operation's name, as its document names it (checked when the document loads). */
  readonly name: string;
  /** Loads the document, once; a failed load (the network) is tried again on the next call. */
  load(): Promise<TypedDocumentNode<TData, TVariables>>;
  /** The document once loaded; null before. */
  current(): TypedDocumentNode<TData, TVariables> | null;
}

/** The name of the document's operation (read here, not with graphql's `getOperationAST`, so the browser's first route does not load graphql). */
export function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? 'anonymous';
  }
  return 'anonymous';
}

/**
 * An operation by its name and the import of its document (a module of documents only, so that
 * the bundler makes it a chunk of its own): `lazyDocument('Search', () => import('./searchQuery').then((m) => m.SearchQuery))`.
 */
export function lazyDocument<TData, TVariables extends OperationVariables>(name: string, load: () => Promise<TypedDocumentNode<TData, TVariables>>): LazyDocument<TData, TVariables> {
  const code = loadOnce(async () => {
    const document = await load();
    // The name keys the server's answers; a document of another name would never find them.
    if (operationName(document) !== name) throw new Error(`lazyDocument('${name}') loaded the operation ${operationName(document)}`);
    return document;
  });
  return { name, load: code.load, current: code.current };
}
