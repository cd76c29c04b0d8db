import * as v from 'valibot';
import type { UpstreamName } from '../config';
import { UpstreamError } from '../http/errors';

/** A runtime check that narrows an upstream's JSON to the type the gateway relies on. */
export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** A valibot schema of an upstream answer (the house's way: failures name the path). */
export type ShapeSchema<T> = v.GenericSchema<unknown, T>;

/** Either way of checking a shape: a schema (preferred) or a guard. */
export type ShapeCheck<T> = Guard<T> | ShapeSchema<T>;

/** A guard from a valibot schema, for places that take guards. */
export function guardOf<T>(schema: ShapeSchema<T>): Guard<T> {
  return (value): value is T => v.is(schema, value);
}

/** Where and why a value fails a schema: "result.3.title: Invalid type: Expected string but received null". */
function firstIssue(schema: ShapeSchema<unknown>, value: unknown): string {
  const result = v.safeParse(schema, value, { abortEarly: true });
  const [issue] = result.issues ?? [];
  if (!issue) return 'unexpected shape';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Narrows an upstream value or raises UpstreamError kind `shape` naming what was expected (and, for
 * a valibot schema, the path that failed). A schema's output (defaults, transforms, only the known
 * keys) is returned.
 */
export function expectShape<T>(upstream: UpstreamName, what: string, value: unknown, check: ShapeCheck<T>): T {
  if (typeof check === 'function') {
    if (!check(value)) throw new UpstreamError(upstream, 'shape', `unexpected shape of ${what}`);
    return value;
  }
  const result = v.safeParse(check, value);
  if (!result.success) throw new UpstreamError(upstream, 'shape', `unexpected shape of ${what} (${firstIssue(check, value)})`);
  return result.output;
}
