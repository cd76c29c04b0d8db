import type { ExprNode } from 'groq-js';

/** A `$param` the query uses but the request does not give, located in the query text. */
export interface MissingParameter {
  name: string;
  start: number;
  end: number;
}

/** The names of every `$param` a parsed GROQ tree still references. */
function referencedNames(tree: ExprNode): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    if ('type' in value && value.type === 'Parameter' && 'name' in value && typeof value.name === 'string') names.add(value.name);
    Object.values(value).forEach(visit);
  };
  visit(tree);
  return names;
}

/**
 * The first parameter the query references without a value. groq-js evaluates a missing
 * parameter as null (so `slug.current == $slug` quietly matches documents without a slug);
 * Sanity rejects the query instead, and so do we.
 */
export function missingParameter(tree: ExprNode, query: string, params: Record<string, unknown>): MissingParameter | null {
  for (const name of referencedNames(tree)) {
    if (Object.hasOwn(params, name)) continue;
    const start = Math.max(0, query.search(new RegExp(`\\$${name}\\b`)));
    return { name, start, end: start + name.length + 1 };
  }
  return null;
}
