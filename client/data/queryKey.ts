import type { OperationVariables } from '@apollo/client';

/**
 * Identifies one run of a query: operation name and variables (keys sorted, so order never
 * matters). The server keys the answers it renders with by it, and the browser finds them by it.
 */
export function queryKey(operation: string, variables: OperationVariables): string {
  const sorted = Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b)));
  return `${operation}:${JSON.stringify(sorted)}`;
}
