import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DateTime } from 'luxon';
import type { CommitFeed } from '../content/commit-feed';
import { createUpstreamApp } from '../server';
import { buildSearchData } from './catalog';
import { ContentIndexer } from './content-indexer';
import { RequestError } from './engine/request-error';
import { registerCalendar } from './routes/calendar';
import { registerDocument } from './routes/document';
import { registerExhibition } from './routes/exhibition';
import { registerSearch } from './routes/search';
import { registerSuggest } from './routes/suggest';

export interface SearchAppOptions {
  /** The museum clock: dated content and "past" are relative to it. */
  now: DateTime;
  /** The content service's commits to follow (in the same process); without it the content indexes stay as built. */
  follow?: CommitFeed;
  logger?: boolean;
}

/**
 * The sample search service: indexes are built here, then every route reads them; with `follow`,
 * the content indexes follow each committed change of the sample content service.
 */
export async function buildSearchApp(options: SearchAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const started = performance.now();
  const data = buildSearchData(options.now);
  app.log.info({ ms: Math.round(performance.now() - started), documents: data.catalog.documents('global').length }, 'search indexes built');
  if (options.follow) {
    const unsubscribe = options.follow.subscribe(new ContentIndexer(data, app.log).apply);
    app.addHook('onClose', async () => unsubscribe());
  }

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
