/**
 * The data of an answer without its `__typename` fields. The client's documents ask for every
 * __typename (Apollo Client's cache needs them, and the persisted text is what the gateway runs);
 * tests that compare an answer's fields with a literal compare the fields alone.
 */
export function withoutTypenames<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypenames) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__typename').map(([key, inner]) => [key, withoutTypenames(inner)])) as T;
}
