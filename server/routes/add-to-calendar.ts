import type { FastifyInstance, FastifyRequest } from 'fastify';
import { museumDay } from '../domain/calendar/museum-dates';
import { chooseOccurrence, readOccurrenceChoice } from '../domain/content/occurrences';
import type { GatewayContext } from '../graphql/context';
import { loadPage } from '../graphql/resolvers/content/load-page';
import { degradeOn } from '../graphql/resolvers/degrade';
import { buildIcs, type IcsItem } from '../ical/calendar';
import { eventDateUid, itemUid, uidHost } from '../ical/uids';

interface AddToCalendarRoute {
  Params: { kind: string; slug: string };
  Querystring: { d?: string; s?: string };
}

/** A failing content service: retry soon; never a 500 naming the upstream. */
const RETRY_AFTER_SECONDS = 60;

/** What an entry needs that is not in the page model's public fields. */
async function icsItem(context: GatewayContext, kind: string, slug: string, query: AddToCalendarRoute['Querystring']): Promise<{ item: IcsItem; title: string } | null> {
  const page = await loadPage(context, `/calendar/${kind}/${slug}`);
  const url = (path: string) => `${context.publicOrigin}${path}`;
  if (page?.__typename === 'EventPage') {
    const chosen = chooseOccurrence(page.occurrences, readOccurrenceChoice(query.d, query.s));
    if (!chosen) return null;
    const occurrence = page.occurrenceOf(chosen);
    // Served exactly when the page offers it: a date that is over or canceled has none, as a closed exhibition.
    if (!occurrence.calendarLinks()) return null;
    const title = page.title ?? '';
    return {
      title,
      item: {
        uid: eventDateUid(page.id, chosen.start, uidHost(context.publicOrigin)),
        title,
        description: page.description,
        url: url(occurrence.url),
        location: page.place?.text ?? null,
        start: chosen.start,
        end: chosen.end ?? chosen.start.plus({ hours: 1 }),
        canceled: chosen.status === 'CANCELED',
      },
    };
  }
  if (page?.__typename === 'ExhibitionPage' && page.addToCalendar) {
    const start = museumDay(page.startDate);
    const end = museumDay(page.endDate);
    if (!start || !end) return null;
    const title = page.title ?? '';
    return {
      title,
      item: { uid: itemUid(page.id, uidHost(context.publicOrigin)), title, description: page.description, url: url(page.path), location: page.place?.text ?? null, start, end: end.plus({ days: 1 }), allDay: true },
    };
  }
  return null;
}

/**
 * The add-to-calendar file of an event date (`?d=YYYY-MM-DD&s=HH:mm`, else the next date) or of an
 * exhibition's run: an iCalendar file in America/New_York, saved as `download.ics` (content spec §7).
 * 404 for whatever the page offers no file for: a date that is over or canceled, a closed or
 * open-ended exhibition, an event without dates.
 * When the content service cannot answer, 503 with Retry-After (logged, never cached).
 */
export function registerAddToCalendar(app: FastifyInstance, createContext: (request: FastifyRequest) => GatewayContext): void {
  app.get<AddToCalendarRoute>('/add-to-calendar/:kind/:slug', async (request, reply) => {
    const { kind, slug } = request.params;
    const notFound = () => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No such event or exhibition date.\n');
    if (kind !== 'event' && kind !== 'exhibition') return notFound();
    const context = createContext(request);
    let entry: Awaited<ReturnType<typeof icsItem>>;
    try {
      entry = await icsItem(context, kind, slug, request.query);
    } catch (error) {
      degradeOn(context, 'add-to-calendar page', error);
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('This calendar entry is temporarily unavailable. Please try again in a moment.\n');
    }
    if (!entry) return notFound();
    const ics = buildIcs({ name: entry.title, productHost: new URL(context.publicOrigin).host, items: [entry.item], now: context.now });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="download.ics"')
      .header('cache-control', 'public, max-age=60')
      .send(ics);
  });
}
