import * as v from 'valibot';
import type { UpstreamName } from '../config';
import { UpstreamError } from '../http/errors';

/** A runtime check that narrows an upstream's JSON to the type the gateway relies on. */
export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** A valibot schema of an upstream answer (the house's way for new shapes: failures name the path). */
export type ShapeSchema<T> = v.GenericSchema<unknown, T>;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
export const isNumber: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';
export const isUnknown: Guard<unknown> = (_value): _value is unknown => true;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** null or undefined (GROQ projections give null for missing fields) or the guarded type. */
export function optional<T>(guard: Guard<T>): Guard<T | null | undefined> {
  return (value): value is T | null | undefined => value === null || value === undefined || guard(value);
}

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard);
}

/** An object with at least these fields (more are fine). */
export function objectOf<S extends Record<string, Guard<unknown>>>(shape: S): Guard<{ [K in keyof S]: Guarded<S[K]> }> {
  return (value): value is { [K in keyof S]: Guarded<S[K]> } =>
    isRecord(value) && Object.entries(shape).every(([key, guard]) => guard(value[key]));
}

/** A guard from a valibot schema, for places that take guards (loaders, cached entries). */
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
 * a valibot schema, the path that failed). A schema's output (defaults, transforms) is returned.
 */
export function expectShape<T>(upstream: UpstreamName, what: string, value: unknown, check: Guard<T> | ShapeSchema<T>): T {
  if (typeof check === 'function') {
    if (!check(value)) throw new UpstreamError(upstream, 'shape', `unexpected shape of ${what}`);
    return value;
  }
  const result = v.safeParse(check, value);
  if (!result.success) throw new UpstreamError(upstream, 'shape', `unexpected shape of ${what} (${firstIssue(check, value)})`);
  return result.output;
}
