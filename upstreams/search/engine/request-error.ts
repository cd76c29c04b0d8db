/** A malformed search request; the routes answer it with 400 and the message. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that may be given alone or as a list, as a list. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
