// The browser's query store (client/data/queryStore.ts) over real HTTP: hydration reads the
// answers a rendered page hands over, without Apollo Client; the first query the server did not
// answer loads Apollo Client (client/apollo/browserSession.ts), which then holds the page's answers
// in its cache and asks the gateway by hash for the rest.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession, type ApolloSession } from '../../../client/apollo/browserSession';
import { chromeRoute } from '../../../client/chrome/chromeRoute';
import { suggestDocument } from '../../../client/components/search-box/useSuggestions';
import { queryRequest } from '../../../client/data/querySource';
import { QueryStore } from '../../../client/data/queryStore';
import { objectRoute } from '../../../client/pages/collection-object/objectRoute';
import { matchedRoutes } from '../../../client/routing/routeMatches';
import type { RouteHandle } from '../../../client/routing/routeQuery';
import { routes } from '../../../client/routes';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { internalLinks } from '../../support/site-crawl';

let gateway: TestGateway;
let endpoint: string;

beforeAll(async () => {
  gateway = await startGateway();
  await gateway.app.listen({ host: '127.0.0.1', port: 0 });
  const address = gateway.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  endpoint = `http://127.0.0.1:${address.port}/graphql`;
});
afterAll(async () => {
  await gateway.close();
});

/** The answers a server-rendered page hands the browser (its inline state script). */
async function renderedAnswers(path: string): Promise<Record<string, unknown>> {
  const page = await gateway.http().get(path).expect(200);
  const answers = answersIn(page.text);
  if (!answers) throw new Error(`${path} hands over no answers`);
  return answers;
}

/** The answers an HTML page hands over (its inline state script), or null when it has none. */
function answersIn(html: string): Record<string, unknown> | null {
  const found = /window\.__ROUTE_ANSWERS__=(\{.*?\})(?:;window\.|<\/script>)/.exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as Record<string, unknown>) : null;
}

/** The route queries the browser asks for a URL, in the order it reads them (the layout's chrome first), as useRouteQuery keys them. */
async function routeRequests(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const requests = [];
  for (const { route, params } of matchedRoutes(routes, pathname)) {
    const routeQuery = await (route.handle as RouteHandle | undefined)?.query?.();
    if (routeQuery) requests.push(queryRequest(routeQuery.document, routeQuery.variables({ params, pathname, searchParams })));
  }
  return requests;
}

/** A store as entry-client.tsx makes it, counting how often it loads Apollo Client. */
function storeOf(answers: Record<string, unknown>, load: () => Promise<ApolloSession> = async () => createSession({ uri: endpoint })) {
  const loads = { count: 0 };
  const store = new QueryStore(answers, () => {
    loads.count += 1;
    return load();
  });
  return { store, loads };
}

const OBJECT_ID = '5812';
const objectRequest = () => queryRequest(objectRoute.document, { id: OBJECT_ID });
const chromeRequest = () => queryRequest(chromeRoute.document, {});

describe('the browser query store', () => {
  it('is handed exactly the answers the page rendered with, keyed as the browser keys its queries', async () => {
    const answers = await renderedAnswers(`/collection/object/${OBJECT_ID}`);
    expect(Object.keys(answers).sort()).toEqual([chromeRequest().key, objectRequest().key].sort());
    const object = (answers[objectRequest().key] as { collectionObject: { id: string; title: string } }).collectionObject;
    expect(object.id).toBe(OBJECT_ID);
    expect(object.title.length).toBeGreaterThan(0);
  });

  // A budget for a loaded machine: about 90 pages are rendered, in seconds on an idle one.
  it('gets, on every kind of page, answers that read back equal from the cache the browser writes them into (so loading Apollo Client renders nothing again)', { timeout: 300_000 }, async () => {
    // Every route kind: the listings in several states, search by type, objects, the microsite, a
    // detail page of each kind (found on the calendar), and every page the homepage links to.
    const paths = new Set(['/', '/calendar', '/calendar/this-week/tours+talks', '/calendar/view-all/today/exhibitions', '/calendar/upcoming-exhibitions?range=march-2027', '/calendar/past-exhibitions/2018-2019', '/calendar/past-exhibitions/view-all/2019', '/search?q=vase', '/search/collections?q=vase', '/search/events?q=tour', '/search/exhibitions?q=portrait', '/collection/object/5812', '/collection/object/6268', '/preschina', '/preschina/abraham-lincoln', '/feedback']);
    const linksOf = async (path: string) => internalLinks((await gateway.http().get(path).expect(200)).text).map((href) => new URL(href, 'http://site'));
    for (const url of await linksOf('/')) if (!url.pathname.startsWith('/files/')) paths.add(url.pathname);
    const calendarLinks = await linksOf('/calendar');
    for (const kind of ['exhibition', 'event', 'event-series']) {
      const detail = calendarLinks.find((url) => url.pathname.startsWith(`/calendar/${kind}/`));
      if (detail) paths.add(detail.pathname + detail.search);
    }
    const checked: string[] = [];
    for (const path of paths) {
      const page = await gateway.http().get(path);
      const answers = page.status === 200 ? answersIn(page.text) : null;
      if (!answers) continue;
      const session = createSession({ uri: endpoint });
      const requests = (await routeRequests(path)).filter((request) => request.key in answers);
      expect(requests.length, path).toBe(Object.keys(answers).length);
      const loaded = await Promise.all(requests.map(async (request) => ({ request, query: await request.document.load() })));
      for (const { request, query } of loaded) session.seed(query, request, answers[request.key]);
      for (const { request, query } of loaded) expect(session.read(query, request), `${path}: ${request.key}`).toEqual(answers[request.key]);
      checked.push(path);
    }
    for (const kind of ['/calendar/exhibition/', '/calendar/event/', '/calendar/event-series/', '/visit', '/about/']) expect(checked.some((path) => path.startsWith(kind)), kind).toBe(true);
    expect(checked.length).toBeGreaterThan(40);
  });

  it('hydrates from the answers without loading Apollo Client, and loads it for the first query the server did not answer', async () => {
    const answers = await renderedAnswers(`/collection/object/${OBJECT_ID}`);
    const { store, loads } = storeOf(answers);
    const page = store.entry(objectRequest());
    const chrome = store.entry(chromeRequest());
    expect(page.getSnapshot()).toMatchObject({ data: answers[objectRequest().key], loading: false, codes: [] });
    expect(chrome.getSnapshot().data).toBe(answers[chromeRequest().key]);
    const pageRenders = vi.fn();
    page.subscribe(pageRenders);
    chrome.subscribe(() => undefined);
    expect(loads.count).toBe(0);

    // A search box's suggestions: not in the page, so Apollo Client loads and asks the gateway by hash.
    const suggest = store.entry(queryRequest(suggestDocument, { index: 'COLLECTIONS' as const, query: 'vase' }));
    expect(suggest.getSnapshot()).toMatchObject({ data: undefined, loading: true });
    suggest.subscribe(() => undefined);
    await vi.waitFor(() => expect(suggest.getSnapshot().loading).toBe(false), { timeout: 20_000 });
    expect(loads.count).toBe(1);
    expect(suggest.getSnapshot().codes).toEqual([]);
    expect(suggest.getSnapshot().data?.suggest.length).toBeGreaterThan(0);

    // The page's answers are now in Apollo Client's cache, and its readers were not rendered again for them.
    const client = await store.client();
    expect(client.readQuery({ query: await objectRoute.document.load(), variables: { id: OBJECT_ID } })).toEqual(answers[objectRequest().key]);
    expect(client.readQuery({ query: await chromeRoute.document.load(), variables: {} })).toEqual(answers[chromeRequest().key]);
    expect(pageRenders).not.toHaveBeenCalled();
    expect(loads.count).toBe(1);
  });

  it('forgets an answer so that its next reader asks the gateway again', async () => {
    const answers = await renderedAnswers(`/collection/object/${OBJECT_ID}`);
    const { store } = storeOf(answers);
    const client = await store.client();
    expect(store.entry(objectRequest()).getSnapshot().loading).toBe(false);
    store.forget(objectRequest().key, (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'collectionObject', args: { id: OBJECT_ID } }));
    expect(client.readQuery({ query: await objectRoute.document.load(), variables: { id: OBJECT_ID } })).toBeNull();

    const again = store.entry(objectRequest());
    expect(again.getSnapshot()).toMatchObject({ data: undefined, loading: true });
    again.subscribe(() => undefined);
    await vi.waitFor(() => expect(again.getSnapshot().loading).toBe(false), { timeout: 20_000 });
    expect(again.getSnapshot().data).toEqual(answers[objectRequest().key]);
  });

  it('keeps a query that failed on the server as it was rendered, asking nothing', async () => {
    const { store, loads } = storeOf({});
    const failed = store.entry({ ...objectRequest(), cacheOnly: true });
    expect(failed.getSnapshot()).toMatchObject({ data: undefined, loading: false });
    failed.subscribe(() => undefined);
    expect(loads.count).toBe(0);
  });

  it('shows a query as failed (NETWORK) when Apollo Client cannot be loaded, keeps the answers it has, and tries again for the next reader', async () => {
    const answers = await renderedAnswers(`/collection/object/${OBJECT_ID}`);
    let reachable = false;
    const { store, loads } = storeOf(answers, async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return createSession({ uri: endpoint });
    });
    const page = store.entry(objectRequest());
    page.subscribe(() => undefined);
    const suggest = store.entry(queryRequest(suggestDocument, { index: 'COLLECTIONS' as const, query: 'vase' }));
    const unsubscribe = suggest.subscribe(() => undefined);
    await vi.waitFor(() => expect(suggest.getSnapshot()).toMatchObject({ data: undefined, loading: false, codes: ['NETWORK'] }));
    expect(page.getSnapshot().data).toEqual(answers[objectRequest().key]);
    await expect(store.client()).rejects.toThrow('Failed to fetch');

    reachable = true;
    unsubscribe();
    await vi.waitFor(() => expect(store.entry(queryRequest(suggestDocument, { index: 'COLLECTIONS' as const, query: 'vase' }))).not.toBe(suggest));
    const retried = store.entry(queryRequest(suggestDocument, { index: 'COLLECTIONS' as const, query: 'vase' }));
    retried.subscribe(() => undefined);
    await vi.waitFor(() => expect(retried.getSnapshot().data?.suggest.length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(loads.count).toBe(3);
  });
});
