import { ClientError, createClient, type SanityClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { museumNow } from '../../../upstreams/clock';
import { editorialChecks } from '../../../upstreams/content/authored/editorial-checks';
import { threadsOfLight } from '../../../upstreams/content/authored/threads-of-light';
import { buildContentApp } from '../../../upstreams/content/app';
import { listen, requestJson, START_TIMEOUT, TEST_NOW, testNow } from './listen';

const PREVIEW_TOKEN = 'test-preview-token';
const API_VERSION = '2025-02-19';
/** Spec §9 filter values: every one of them must have events in the sample calendar. */
const CATEGORIES = ['Tours', 'Talks', 'Social', 'Hands-On Activities', 'Performances'];
const AUDIENCES = ['Adults', 'Kids & Families', 'Members', 'Educators', 'Scholars'];
const LOCATIONS = ['Main Building', 'Online', 'Rodin Museum', 'Sculpture Garden', 'Off Site'];

const apps: FastifyInstance[] = [];
let base: string;
let client: SanityClient;
/** Method and URL of every request the first app received, to see what the client really sends. */
const received: { method: string; url: string }[] = [];

async function start(now = testNow()): Promise<string> {
  const app = await buildContentApp({ now, previewToken: PREVIEW_TOKEN, editorToken: 'content-test-editor-token' });
  if (apps.length === 0) app.addHook('onRequest', async (request) => void received.push({ method: request.method, url: request.url }));
  apps.push(app);
  return listen(app);
}

function lastRequest(): URL {
  const last = received.at(-1);
  if (!last) throw new Error('no request received');
  expect(last.method).toBe('GET');
  return new URL(last.url, base);
}

beforeAll(async () => {
  base = await start();
  client = createClient({ projectId: 'sample', dataset: 'production', apiHost: base, useProjectHostname: false, apiVersion: API_VERSION, useCdn: false });
}, START_TIMEOUT);
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A raw GET of the query API, params JSON-encoded as `$name` like Sanity requires. */
function queryUrl(query: string, params: Record<string, unknown> = {}, dataset = 'production', origin = base): string {
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.append(`$${name}`, JSON.stringify(value));
  return `${origin}/v${API_VERSION}/data/query/${dataset}?${search}`;
}

async function rejection(promise: Promise<unknown>): Promise<ClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClientError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('content service through @sanity/client (unchanged)', () => {
  it('is reached at {apiHost}/v{apiVersion}/data/query/{dataset} when useProjectHostname is false', () => {
    expect(client.getUrl(client.getDataUrl('query'))).toBe(`${base}/v${API_VERSION}/data/query/production`);
  });

  it('answers site settings with the holidays of the clock year and the next', async () => {
    const settings = await client.fetch<{ title: string; description: string; closedDaysOfWeek: string[]; closedDates: { date: string; name: string }[]; openDates: { date: string; name: string }[]; networks: string[] }>(
      '*[_id == "siteSettings"][0]{title, description, closedDaysOfWeek, closedDates, openDates, "networks": socialLinks[].network}',
    );
    expect(settings.title).toBe('Philadelphia Museum of Art');
    expect(settings.description).toMatch(/2,000 years/);
    expect(settings.closedDaysOfWeek).toEqual(['Monday']);
    expect(settings.closedDates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: '2026-07-04', name: 'July 4' }),
        expect.objectContaining({ date: '2026-11-26', name: 'Thanksgiving' }),
        expect.objectContaining({ date: '2026-12-25', name: 'Christmas' }),
        expect.objectContaining({ date: '2027-11-25', name: 'Thanksgiving' }),
      ]),
    );
    expect(settings.openDates).toEqual(
      expect.arrayContaining([expect.objectContaining({ date: '2026-12-28', name: 'Holiday Week Monday' }), expect.objectContaining({ date: '2027-01-18', name: 'Martin Luther King Jr. Day' })]),
    );
    expect(settings.networks).toEqual(['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'pinterest', 'linkedin']);
  });

  it('passes params: locations by order, with hours and addresses', async () => {
    const locations = await client.fetch<{ title: string; isPrimary: boolean; hours: Record<string, unknown>; address: { street: string; zipcode: string; geopoint: { lat: number } } }[]>(
      '*[_type == "location" && order in $orders] | order(order asc){title, isPrimary, hours, address}',
      { orders: [1, 2, 3, 4] },
    );
    expect(locations.map((location) => location.title)).toEqual(['Main Building', 'Perelman Building', 'Rodin Museum', 'Fairmount Park Houses']);
    const [main, perelman, , houses] = locations;
    expect(main).toMatchObject({ isPrimary: true, hours: { monday: 'Closed', wednesday: '10:00 a.m.–8:45 p.m.', sunday: '10:00 a.m.–5:00 p.m.' }, address: { street: '2600 Benjamin Franklin Parkway', zipcode: '19130' } });
    expect(main?.address.geopoint.lat).toBeCloseTo(39.9656, 3);
    // The override is placed around the clock: a week back to two weeks ahead.
    expect(perelman?.hours.hoursOverride).toMatchObject({ start: '2026-11-15', end: '2026-12-06' });
    expect(houses?.hours.seasonalRule).toEqual({ closedMonths: [1, 2, 3], tourTimes: ['11:00 a.m.', '1:00 p.m.', '2:30 p.m.'] });
    expect(locations.filter((location) => location.isPrimary)).toHaveLength(1);
    expect(lastRequest().searchParams.get('$orders')).toBe('[1,2,3,4]');
  });

  it('passes string params: each menu by type', async () => {
    const footer = await client.fetch<{ title: string; links: string[] }>('*[_type == "menu" && type == $type][0]{title, "links": menuLinks[].title}', { type: 'footer' });
    expect(footer.title).toBe('Deep Footer');
    expect(footer.links).toContain('Privacy Policy');
    const primary = await client.fetch<{ title: string; children: string[] }[]>('*[_type == "menu" && type == $type][0].menuLinks[]{title, "children": children[].title}', { type: 'primary' });
    expect(primary.map((link) => link.title)).toEqual(['Visit', 'Exhibitions & Events', 'Art', 'Learn & Research', 'Join & Give', 'About']);
    expect(primary[0]?.children).toContain('Locations & Hours');
    expect(await client.fetch('*[_type == "menu"] | order(type asc).type')).toEqual(['footer', 'header', 'primary']);
  });

  it('finds a page by slug and parent path, and the current alert by a datetime param', async () => {
    const page = await client.fetch<{ _id: string; title: string; section: string; blocks: string[] }>(
      '*[_type == "page" && slug.current == $slug && path == $path][0]{_id, title, section, "blocks": sections[]._type}',
      { slug: 'locations-hours', path: '/visit' },
    );
    expect(page).toEqual({ _id: 'page-visit-locations-hours', title: 'Locations & Hours', section: 'visiting', blocks: ['sectionLocation', 'sectionLocationHours', 'sectionLocationHours', 'sectionLocationHours', 'sectionLocationHours'] });
    const alerts = await client.fetch<{ text: string; expiresAt: string }[]>('*[_type == "alert" && (expiresAt == null || dateTime(expiresAt) > dateTime($now))]{text, expiresAt}', { now: TEST_NOW });
    expect(alerts).toEqual([{ text: 'The West Entrance is temporarily closed. Please use the North Entrance on Kelly Drive.', expiresAt: '2026-12-02T17:00:00-05:00' }]);
    // GROQ's now() runs on the museum clock, so the same filter works without a param.
    expect(await client.fetch('*[_type == "alert" && dateTime(expiresAt) > dateTime(now())]._id')).toEqual(['alert-west-entrance']);
    const clock = DateTime.fromISO(await client.fetch<string>('now()'));
    expect(Math.abs(clock.diff(testNow()).as('minutes'))).toBeLessThan(5);
  });

  it('holds every document type of the contract', async () => {
    const types = await client.fetch<string[]>('array::unique(*[]._type)');
    expect(types.sort()).toEqual(['alert', 'carouselSlide', 'collectionObjectGroup', 'event', 'eventSeries', 'exhibition', 'location', 'menu', 'page', 'resource', 'siteSettings', 'webPackage']);
    const slides = await client.fetch<{ placement: string }[]>('*[_type == "carouselSlide"]{placement}');
    expect(new Set(slides.map((slide) => slide.placement))).toEqual(new Set(['hp', 'calendar']));
    const group = await client.fetch<{ assets: number[]; related: string[] }>('*[_type == "collectionObjectGroup"][0]{"assets": collectionAssets[].objectId, "related": relatedContent[]->title}');
    expect(group.assets.length).toBeGreaterThan(0);
    expect(group.related).toEqual(['American Art', 'Provenance Research']);
  });

  it('returns the full response with filterResponse: false', async () => {
    const response = await client.fetch<{ answer: number }>('{"answer": $n * 2}', { n: 21 }, { filterResponse: false });
    expect(response.result).toEqual({ answer: 42 });
    expect(response.query).toBe('{"answer": $n * 2}');
    expect(typeof response.ms).toBe('number');
  });

  it('answers queries too long for a GET, which the client sends as POST', async () => {
    const ids = Array.from({ length: 1500 }, (_, index) => `missing-${index}`).concat('page-home', 'siteSettings');
    expect(await client.fetch('*[_id in $ids] | order(_id asc)._id', { ids })).toEqual(['page-home', 'siteSettings']);
    // Options stay in the query string; query and params travel in the JSON body.
    expect(received.at(-1)).toEqual({ method: 'POST', url: `/v${API_VERSION}/data/query/production?returnQuery=false` });
  });

  it('hides drafts without the preview token, shows them with it, and honours perspectives', async () => {
    const drafts = '*[_id in path("drafts.**")] | order(_id asc)._id';
    const draftIds = ['drafts.alert-holiday-hours', 'drafts.exhibition-threads-of-light', 'drafts.page-about-anniversary', 'drafts.page-visit'];
    expect(await client.fetch(drafts)).toEqual([]);
    expect(await client.fetch('*[_type == "page" && slug.current == "visit"].title')).toEqual(['Plan Your Visit']);

    const preview = client.withConfig({ token: PREVIEW_TOKEN });
    expect(await preview.fetch(drafts)).toEqual(draftIds);
    expect(await preview.fetch(drafts, {}, { perspective: 'published' })).toEqual([]);
    const overlaid = await preview.fetch<{ _id: string; _originalId: string; title: string }[]>('*[_type == "page" && slug.current == "visit"]{_id, _originalId, title}', {}, { perspective: 'drafts' });
    expect(overlaid).toEqual([{ _id: 'page-visit', _originalId: 'drafts.page-visit', title: 'Plan Your Visit (draft)' }]);
    expect(lastRequest().searchParams.get('perspective')).toBe('drafts');
    // Asking for drafts without the token still gets published documents only.
    expect(await client.fetch('*[_id == "page-about-anniversary" || _id == "drafts.page-about-anniversary"]._id', {}, { perspective: 'drafts' })).toEqual([]);
  });

  it('rejects a wrong token with 401', async () => {
    const error = await rejection(client.withConfig({ token: 'not-the-token' }).fetch('count(*)'));
    expect(error.statusCode).toBe(401);
    expect(error.responseBody).toMatch(/Unauthorized/);
  });

  it('rejects a GROQ syntax error with 400 and Sanity’s queryParseError', async () => {
    const error = await rejection(client.fetch('*[_type == "page"'));
    expect(error.statusCode).toBe(400);
    expect(error.response.body).toMatchObject({ error: { type: 'queryParseError', query: '*[_type == "page"', description: expect.stringMatching(/\S/), start: expect.any(Number), end: expect.any(Number) } });
  });

  it('answers 404 for an unknown dataset', async () => {
    const error = await rejection(client.withConfig({ dataset: 'staging' }).fetch('count(*)'));
    expect(error.statusCode).toBe(404);
    expect(error.message).toMatch(/Dataset "staging" not found/);
  });
});

describe('content service over plain HTTP', () => {
  it('answers GET with {result, ms, query} and JSON-decoded $params', async () => {
    const query = '*[_type == "location" && slug.current == $slug][0].title';
    const { status, body } = await requestJson<{ result: unknown; ms: number; query: string }>(queryUrl(query, { slug: 'rodin-museum' }));
    expect(status).toBe(200);
    expect(body).toEqual({ result: 'Rodin Museum', ms: expect.any(Number), query });
  });

  it('leaves the query out with returnQuery=false, and answers POST {query, params}', async () => {
    const withoutQuery = await requestJson<object>(`${queryUrl('count(*[_type == "menu"])')}&returnQuery=false`);
    expect(withoutQuery.body).toEqual({ result: 3, ms: expect.any(Number) });
    const posted = await requestJson<{ result: unknown }>(`${base}/v${API_VERSION}/data/query/production`, { body: { query: '*[_type == "menu" && type == $type][0].title', params: { type: 'header' } } });
    expect(posted).toMatchObject({ status: 200, body: { result: 'Header Navigation' } });
  });

  it('shows drafts to a raw request only with the bearer preview token', async () => {
    const url = queryUrl('count(*[_id in path("drafts.**")])');
    expect((await requestJson(url)).body).toMatchObject({ result: 0 });
    expect((await requestJson(url, { headers: { authorization: `Bearer ${PREVIEW_TOKEN}` } })).body).toMatchObject({ result: 4 });
    const wrong = await requestJson(url, { headers: { authorization: 'Bearer nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { statusCode: 401, error: 'Unauthorized' } });
  });

  it('answers malformed requests with 400 and Sanity’s error shapes', async () => {
    const parse = await requestJson(queryUrl('*[_type == ]'));
    expect(parse).toMatchObject({ status: 400, body: { error: { type: 'queryParseError', query: '*[_type == ]' } } });
    const unquoted = await requestJson(`${base}/v${API_VERSION}/data/query/production?query=${encodeURIComponent('*[slug.current == $slug]')}&$slug=visit`);
    expect(unquoted).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/\$slug/) } });
    // groq-js alone would read a missing $param as null and match every document without a slug.
    const unprovided = await requestJson(queryUrl('*[slug.current == $slug][0]._id'));
    expect(unprovided).toEqual({ status: 400, headers: expect.anything(), body: { error: { description: 'param $slug referenced, but not provided', query: '*[slug.current == $slug][0]._id', start: 18, end: 23, type: 'queryParseError' } } });
    const missing = await requestJson(`${base}/v${API_VERSION}/data/query/production`);
    expect(missing).toMatchObject({ status: 400, body: { message: 'The "query" parameter is required.' } });
    const version = await requestJson(`${base}/v2/data/query/production?query=1`);
    expect(version.status).toBe(400);
  });

  it('answers 404 for an unknown dataset', async () => {
    const { status, body } = await requestJson(queryUrl('1', {}, 'beta'));
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Dataset "beta" not found for project ID "sample"' });
  });
});

interface EventRow {
  category: string;
  audiences: string[];
  location: string;
  startDate: string;
  status: { isCanceled: boolean; isSoldOut: boolean };
  eventDatetimes: { start: string; isCanceled: boolean; isSoldOut: boolean }[];
}
interface ExhibitionRow {
  _id: string;
  startDate: string;
  endDate: string;
}

/** The generated calendar's events: the authored detail-page samples (dated freely, some long past or undated) are left out. */
const EVENTS = '*[_type == "event" && !(_id in $authored)]{category, audiences, location, startDate, status, eventDatetimes}';
const AUTHORED_EVENTS = { authored: [...threadsOfLight(testNow()), ...editorialChecks(testNow())].filter((document) => document._type === 'event').map((document) => document._id) };
const EXHIBITIONS = '*[_type == "exhibition"] | order(_id asc){_id, startDate, endDate}';

describe('dated content, generated around the museum clock', () => {
  it('fills the coming ~90 days with events of every category, audience and location, some canceled or sold out', async () => {
    const events = await client.fetch<EventRow[]>(EVENTS, AUTHORED_EVENTS);
    const today = testNow().startOf('day');
    const starts = events.flatMap((event) => event.eventDatetimes.map((time) => DateTime.fromISO(time.start)));
    expect(Math.min(...starts.map((start) => start.toMillis()))).toBeGreaterThanOrEqual(today.toMillis());
    expect(Math.max(...starts.map((start) => start.toMillis()))).toBeGreaterThan(today.plus({ days: 80 }).toMillis());
    expect(Math.max(...starts.map((start) => start.toMillis()))).toBeLessThan(today.plus({ days: 91 }).toMillis());
    // Every week of the window has something on.
    const weeks = new Set(starts.map((start) => Math.floor(start.diff(today, 'weeks').weeks)));
    expect([...Array(12).keys()].every((week) => weeks.has(week))).toBe(true);

    const categories = new Set(events.map((event) => event.category));
    const audiences = new Set(events.flatMap((event) => event.audiences));
    const locations = new Set(events.map((event) => event.location));
    for (const category of CATEGORIES) expect(categories, category).toContain(category);
    for (const audience of AUDIENCES) expect(audiences, audience).toContain(audience);
    for (const location of LOCATIONS) expect(locations, location).toContain(location);

    expect(events.filter((event) => event.status.isCanceled).length).toBeGreaterThan(0);
    expect(events.filter((event) => event.status.isSoldOut).length).toBeGreaterThan(0);
    // No event takes place on Thanksgiving in a building (closed day).
    expect(events.filter((event) => event.location !== 'Online' && event.startDate.startsWith('2026-11-26'))).toEqual([]);
  });

  it('has current, upcoming, recently closed and open-ended exhibitions', async () => {
    const exhibitions = await client.fetch<ExhibitionRow[]>(EXHIBITIONS);
    const today = testNow().toISODate() ?? '';
    const halfYearAgo = testNow().minus({ months: 6 }).toISODate() ?? '';
    const current = exhibitions.filter((exhibition) => exhibition.startDate <= today && exhibition.endDate >= today);
    expect(current.length).toBeGreaterThanOrEqual(10);
    expect(exhibitions.filter((exhibition) => exhibition.startDate > today).length).toBeGreaterThanOrEqual(5);
    expect(exhibitions.filter((exhibition) => exhibition.endDate < today && exhibition.endDate >= halfYearAgo).length).toBeGreaterThanOrEqual(5);
    expect(current.filter((exhibition) => exhibition.endDate === '2030-12-31').length).toBeGreaterThanOrEqual(2);
  });

  it('is identical for two builds at the same clock, and moves with the clock', async () => {
    const sameClock = await start(museumNow(TEST_NOW));
    const weekLater = await start(testNow().plus({ days: 7 }));
    const everything = '*[] | order(_id asc)';
    const [first, second] = await Promise.all([requestJson(queryUrl(everything)), requestJson(queryUrl(everything, {}, 'production', sameClock))]);
    expect((first.body as { result: unknown[] }).result.length).toBeGreaterThan(200);
    expect(second.body).toEqual({ ...(first.body as object), ms: expect.any(Number) });

    const laterClient = client.withConfig({ apiHost: weekLater });
    const [before, after] = await Promise.all([client.fetch<ExhibitionRow[]>(EXHIBITIONS), laterClient.fetch<ExhibitionRow[]>(EXHIBITIONS)]);
    const shifted = before.filter((exhibition) => {
      const moved = after.find((other) => other._id === exhibition._id);
      return moved !== undefined && DateTime.fromISO(moved.startDate).diff(DateTime.fromISO(exhibition.startDate), 'days').days === 7;
    });
    expect(shifted.length).toBeGreaterThanOrEqual(20);

    const laterEvents = await laterClient.fetch<EventRow[]>(EVENTS, AUTHORED_EVENTS);
    const firstStart = laterEvents.map((event) => event.startDate).sort((a, b) => DateTime.fromISO(a).toMillis() - DateTime.fromISO(b).toMillis())[0];
    expect(DateTime.fromISO(firstStart ?? '').setZone('America/New_York').toISODate()).toBe('2026-11-29');
    const alert = await laterClient.fetch<string>('*[_id == "alert-west-entrance"][0].expiresAt');
    expect(alert).toBe('2026-12-09T17:00:00-05:00');
  });
});
