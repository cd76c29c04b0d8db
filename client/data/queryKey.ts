import type { DocumentNode, OperationVariables } from '@apollo/client';

/** The name of the document's operation (read here, not with graphql's `getOperationAST`, so the first route does not load graphql). */
function operationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? 'anonymous';
  }
  return 'anonymous';
}

/**
 * Identifies one run of a query: operation name and variables (keys sorted, so order never
 * matters). The server keys the answers it renders with by it, and the browser finds them by it.
 */
export function queryKey(document: DocumentNode, variables: OperationVariables): string {
  const sorted = Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)));
  return `${operationName(document)}:${JSON.stringify(sorted)}`;
}
