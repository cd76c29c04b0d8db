/** A GROQ request as the Sanity HTTP API accepts it, or the client error it deserves. */
export interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
  perspective: string | undefined;
  returnQuery: boolean;
}

/** A Sanity-style error answer. */
export interface QueryRequestError {
  status: number;
  body: object;
}

function badRequest(message: string): QueryRequestError {
  return { status: 400, body: { statusCode: 400, error: 'Bad Request', message } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads `query`, `$name` parameters (JSON-encoded, as Sanity requires) and options from the
 * query string, and for POST `{query, params}` from the body (body wins, as in Sanity).
 */
export function readQueryRequest(search: Record<string, unknown>, body: unknown): QueryRequest | QueryRequestError {
  const params: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(search)) {
    if (!name.startsWith('$')) continue;
    if (typeof raw !== 'string') return badRequest(`Parameter "${name}" was given more than once.`);
    try {
      params[name.slice(1)] = JSON.parse(raw);
    } catch {
      return badRequest(`Unable to parse value of "${name}=${raw}". Please quote string values.`);
    }
  }
  let query = search.query;
  if (body !== undefined && body !== null) {
    if (!isRecord(body)) return badRequest('The request body must be a JSON object with "query" and optional "params".');
    if (body.query !== undefined) query = body.query;
    if (body.params !== undefined) {
      if (!isRecord(body.params)) return badRequest('"params" must be a JSON object.');
      Object.assign(params, body.params);
    }
  }
  if (typeof query !== 'string' || query.trim() === '') return badRequest('The "query" parameter is required.');
  const perspective = typeof search.perspective === 'string' ? search.perspective : undefined;
  return { query, params, perspective, returnQuery: search.returnQuery !== 'false' };
}

export function isQueryRequestError(value: QueryRequest | QueryRequestError): value is QueryRequestError {
  return 'status' in value;
}
