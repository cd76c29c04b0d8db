import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DateTime } from 'luxon';
import { createUpstreamApp } from '../server';
import { buildSearchData } from './catalog';
import { RequestError } from './engine/request-error';
import { registerCalendar } from './routes/calendar';
import { registerDocument } from './routes/document';
import { registerExhibition } from './routes/exhibition';
import { registerSearch } from './routes/search';
import { registerSuggest } from './routes/suggest';

export interface SearchAppOptions {
  /** The museum clock: dated content and "past" are relative to it. */
  now: DateTime;
  logger?: boolean;
}

/** The sample search service: indexes are built once here, then every route reads them. */
export async function buildSearchApp(options: SearchAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const started = performance.now();
  const data = buildSearchData(options.now);
  app.log.info({ ms: Math.round(performance.now() - started), documents: data.catalog.documents('global').length }, 'search indexes built');

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error instanceof RequestError ? 400 : (error.statusCode ?? 500);
    if (status >= 500) app.log.error(error);
    return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: status >= 500 ? 'Search failed.' : error.message });
  });

  registerSearch(app, data);
  registerCalendar(app, data);
  registerSuggest(app, data);
  registerExhibition(app, data);
  registerDocument(app, data);
  return app;
}
