/**
 * What the benchmark asks, shared by the orchestrator (run.ts) and the load generator's process
 * (processes/load.ts): requests are described as data, and scenarios that must never repeat
 * themselves name a generator the load process runs for each request.
 */
import { print } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { chromeRoute } from '../../client/chrome/chromeRoute';
import { CalendarPageDocument, ChromeDocument, CollectionObjectPageDocument, ContentPageDocument, SearchDocument } from '../../client/gql/graphql';
import { calendarRoute } from '../../client/pages/calendar/calendarRoute';
import { contentRoute } from '../../client/pages/content/contentRoute';
import { objectRoute } from '../../client/pages/collection-object/objectRoute';
import { searchRoute } from '../../client/pages/search/searchRoute';
import type { RouteQuery } from '../../client/routing/routeQuery';
import { TEST_NOW } from '../support/gateway';
import { persistedGetPath } from '../support/persisted';

/** The baseline route's answer: about the size of the chrome query's, so ratios measure the server, not the payload. */
export const BASELINE_PAYLOAD = { items: Array.from({ length: 40 }, (_, i) => ({ id: `item-${i}`, title: `Item ${i}`, url: `/items/${i}` })) };

/** Which server a scenario drives: the caching gateway, or one that keeps nothing (every request reaches the upstreams). */
export type Target = 'warm' | 'cold';

export interface RequestShape {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario extends RequestShape {
  name: string;
  target: Target;
  /**
   * Measured against a raw route answering this scenario's own bytes and headers (fetched from the
   * warm gateway after the warm-up), not the small JSON baseline: the ratio is then the gateway's
   * cost, not its payload's.
   */
  sameBytes?: true;
  /** A new request each time (see GENERATORS), for scenarios no cache may answer. */
  generator?: GeneratorName;
}

/** What browsers send: the hot path and the page cache answer in the encoding they accept. */
export const BROWSER = { 'accept-encoding': 'br, gzip' };
export const HTML = { ...BROWSER, accept: 'text/html' };
export const JSON_POST = { ...BROWSER, 'content-type': 'application/json' };

/** The sample collection's ObjectIDs (5,589 objects from 1001). */
export const FIRST_OBJECT_ID = 1001;
export const LAST_OBJECT_ID = 6589;
/** The object of the warm runs: related objects and content, several views, a long label. */
export const WARM_OBJECT_ID = '5812';

/** The request the browser's Apollo link sends for a route's query (its `document`) at `url`: GET by hash with its variables. */
export function persistedGet(route: RouteQuery<unknown, never>, document: TypedDocumentNode<unknown, never>, url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://bench');
  return persistedGetPath(document, route.variables({ params: paramsOf(pathname), pathname, searchParams }));
}

/** The path parameters of the few routes the bench asks by hash. */
function paramsOf(pathname: string): Record<string, string> {
  const object = /^\/collection\/object\/(\d+)$/.exec(pathname);
  return object ? { id: object[1] ?? '' } : {};
}

export function post(document: TypedDocumentNode<unknown, never>, operationName: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query: print(document), operationName, variables });
}

const searchVariables = (from: number) => ({ type: 'COLLECTIONS', query: 'portrait', from, size: 12, sort: 'RELEVANCE', filters: '{"onview":["false"]}' });
const CATEGORY_SLUGS = ['exhibitions', 'tours', 'talks', 'social', 'hands-on-activities', 'performances'];
const calendarVariables = (range: string, categories: string[]) => ({ range, categories, audiences: [], locations: [], viewAll: false, first: 8 });

/** The richest content page: every section and block type, artworks from the collection search, a building's hours. */
const RICH_PAGE = '/about/mission-history';

/** Request generators: the n-th request of a run (of the scenario's request). */
export const GENERATORS = {
  /** Every request another offset of the search, so none is in the gateway's cache. */
  coldSearch: (n: number): Partial<RequestShape> => ({ body: post(SearchDocument as never, 'Search', searchVariables(n + 1)) }),
  /** Every request another day (of the ~90 filled) and set of categories. */
  coldCalendar: (n: number): Partial<RequestShape> => {
    const day = new Date(Date.parse(`${TEST_NOW.slice(0, 10)}T12:00:00Z`) + (n % 90) * 86_400_000).toISOString().slice(0, 10);
    const subset = Math.floor(n / 90) % 63;
    return { body: post(CalendarPageDocument as never, 'CalendarPage', calendarVariables(day, CATEGORY_SLUGS.filter((_slug, index) => ((subset + 1) >> index) & 1))) };
  },
  /** Walks the collection, so every request joins a record and a document fetched just for it. */
  coldObject: (n: number): Partial<RequestShape> => ({ body: post(CollectionObjectPageDocument as never, 'CollectionObjectPage', { id: String(FIRST_OBJECT_ID + (n % (LAST_OBJECT_ID - FIRST_OBJECT_ID + 1))) }) }),
  /** The object page's HTML for another object each time (on the gateway that keeps nothing). */
  coldObjectPage: (n: number): Partial<RequestShape> => ({ path: `/collection/object/${FIRST_OBJECT_ID + (n % (LAST_OBJECT_ID - FIRST_OBJECT_ID + 1))}` }),
  /** A page whose data is cached but whose HTML is not: the URL differs by a parameter no route reads. */
  uncachedPage: (n: number, page: RequestShape): Partial<RequestShape> => ({ path: `${page.path}${page.path.includes('?') ? '&' : '?'}bench=${n}` }),
  /** The richest content page with a variable it does not read, new each time: no whole-response hit (run on the gateway that keeps nothing, so content and search are asked each time). */
  coldRichPage: (n: number): Partial<RequestShape> => ({ body: post(ContentPageDocument as never, 'ContentPage', { path: RICH_PAGE, galleryPage: n + 2 }) }),
} as const;
export type GeneratorName = keyof typeof GENERATORS;

const chromeGet = persistedGet(chromeRoute as never, ChromeDocument as never, '/');
const searchGet = persistedGet(searchRoute as never, SearchDocument as never, '/search?q=vase');
const objectGet = persistedGet(objectRoute as never, CollectionObjectPageDocument as never, `/collection/object/${WARM_OBJECT_ID}`);
const calendarGet = persistedGet(calendarRoute as never, CalendarPageDocument as never, '/calendar/this-weekend/tours+talks');
const homeGet = persistedGet(contentRoute as never, ContentPageDocument as never, '/');
const richPageGet = persistedGet(contentRoute as never, ContentPageDocument as never, RICH_PAGE);

/**
 * A page of every other route (the sample data's, at the bench's clock): rendered with their data
 * warm, they show what each page costs to render (a cached page costs the same whatever the page).
 */
const EVERY_OTHER_ROUTE = [
  '/calendar/upcoming-exhibitions',
  '/calendar/past-exhibitions',
  '/calendar/past-exhibitions/view-all/2023',
  '/calendar/view-all/all/tours',
  '/calendar/exhibition/gene-davis-hot-beat',
  '/calendar/event/art-after-5-2026-11-27',
  '/search/exhibitions?q=portrait',
  '/preschina',
  '/preschina/abraham-lincoln',
  '/visit',
];

/** Every scenario, in the order they run (each right after its own baseline run). */
export const SCENARIOS: Scenario[] = [
  { name: 'GET /healthz', target: 'warm', method: 'GET', path: '/healthz', sameBytes: true },
  { name: 'chrome query, persisted GET, warm', target: 'warm', method: 'GET', path: chromeGet, headers: BROWSER },
  { name: 'search query, persisted GET, warm', target: 'warm', method: 'GET', path: searchGet, headers: BROWSER },
  { name: 'object page query, persisted GET, warm', target: 'warm', method: 'GET', path: objectGet, headers: BROWSER },
  { name: 'calendar query, persisted GET, warm', target: 'warm', method: 'GET', path: calendarGet, headers: BROWSER },
  { name: 'homepage query, persisted GET, warm', target: 'warm', method: 'GET', path: homeGet, headers: BROWSER },
  { name: 'rich content page query, persisted GET, warm', target: 'warm', method: 'GET', path: richPageGet, headers: BROWSER },
  { name: 'chrome query, POST (Apollo), warm', target: 'warm', method: 'POST', path: '/graphql', headers: JSON_POST, body: post(ChromeDocument as never, 'Chrome', {}) },
  { name: 'object page query, POST (Apollo), warm', target: 'warm', method: 'POST', path: '/graphql', headers: JSON_POST, body: post(CollectionObjectPageDocument as never, 'CollectionObjectPage', { id: WARM_OBJECT_ID }) },
  { name: 'search query, POST, cold', target: 'warm', method: 'POST', path: '/graphql', headers: JSON_POST, generator: 'coldSearch' },
  { name: 'calendar query, POST, cold', target: 'warm', method: 'POST', path: '/graphql', headers: JSON_POST, generator: 'coldCalendar' },
  { name: 'object page query, POST, cold (both upstreams)', target: 'cold', method: 'POST', path: '/graphql', headers: JSON_POST, generator: 'coldObject' },
  { name: 'rich content page query, POST, cold (content and search)', target: 'cold', method: 'POST', path: '/graphql', headers: JSON_POST, generator: 'coldRichPage' },
  { name: 'page / cached', target: 'warm', method: 'GET', path: '/', headers: HTML, sameBytes: true },
  { name: 'page /search?q=vase cached', target: 'warm', method: 'GET', path: '/search?q=vase', headers: HTML, sameBytes: true },
  { name: 'page /collection/object/6268 cached', target: 'warm', method: 'GET', path: '/collection/object/6268', headers: HTML, sameBytes: true },
  { name: 'page /calendar cached', target: 'warm', method: 'GET', path: '/calendar', headers: HTML, sameBytes: true },
  { name: `page ${RICH_PAGE} cached`, target: 'warm', method: 'GET', path: RICH_PAGE, headers: HTML, sameBytes: true },
  ...['/', '/search?q=vase', '/collection/object/6268', '/calendar', RICH_PAGE, ...EVERY_OTHER_ROUTE].map(
    (path): Scenario => ({ name: `page ${path} rendered (data warm)`, target: 'warm', method: 'GET', path, headers: HTML, generator: 'uncachedPage' }),
  ),
  { name: 'page /collection/object/{id} cold (both upstreams)', target: 'cold', method: 'GET', path: '/', headers: HTML, generator: 'coldObjectPage' },
];

/** Requests that fill the caches before the warm runs measure them. */
export const WARM_UPS: RequestShape[] = SCENARIOS.filter((scenario) => scenario.target === 'warm' && !scenario.generator);
