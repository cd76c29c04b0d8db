/**
 * The soak's traffic (`npm run soak`): what a day of visitors asks, as one sequence each load
 * connection goes round — cached and rendered pages, persisted GETs and POSTs of GraphQL,
 * suggestions and newsletter sign-ups — each kind named, so its answers are counted apart. Kinds
 * that must not repeat take the n-th request of a bounded pool (real traffic has a finite set of
 * URLs: the caches fill during warm-up instead of growing the process all run long).
 */
import { chromeRoute } from '../../client/chrome/chromeRoute';
import { ChromeDocument, CollectionObjectPageDocument, SearchDocument, SubscribeToNewsletterDocument, SuggestDocument } from '../../client/gql/graphql';
import { searchRoute } from '../../client/pages/search/searchRoute';
import { persistedGetPath } from '../support/persisted';
import type { RequestShape } from './scenarios';
import { BROWSER, FIRST_OBJECT_ID, HTML, JSON_POST, LAST_OBJECT_ID, persistedGet, post, WARM_OBJECT_ID } from './scenarios';

export interface SoakKind {
  name: string;
  /** How many of each sequence round are of this kind. */
  weight: number;
  /** The n-th request of this kind. */
  request: (n: number) => RequestShape;
}

/** Distinct URLs (or bodies) of a kind that varies. */
const POOL = Number(process.env.SOAK_POOL ?? 1000);
const SUGGEST_PREFIXES = ['va', 'por', 'chi', 'lan', 'sil', 'tea', 'mas', 'riv', 'flo', 'hor'];
const same = (shape: RequestShape) => () => shape;
const objectId = (n: number) => FIRST_OBJECT_ID + ((n * 37) % Math.min(POOL, LAST_OBJECT_ID - FIRST_OBJECT_ID + 1));

export const SOAK_KINDS: SoakKind[] = [
  { name: 'page / (cached)', weight: 3, request: same({ method: 'GET', path: '/', headers: HTML }) },
  { name: 'page /visit (cached)', weight: 1, request: same({ method: 'GET', path: '/visit', headers: HTML }) },
  { name: 'page /calendar (cached)', weight: 1, request: same({ method: 'GET', path: '/calendar', headers: HTML }) },
  { name: `page /collection/object/${WARM_OBJECT_ID} (cached)`, weight: 1, request: same({ method: 'GET', path: `/collection/object/${WARM_OBJECT_ID}`, headers: HTML }) },
  { name: 'page /about/mission-history (rendered)', weight: 1, request: (n) => ({ method: 'GET', path: `/about/mission-history?soak=${n % POOL}`, headers: HTML }) },
  { name: 'page /search (rendered, search service)', weight: 1, request: (n) => ({ method: 'GET', path: `/search?q=vase&soak=${n % POOL}`, headers: HTML }) },
  { name: 'page /collection/object/{id} (rendered, collection service)', weight: 1, request: (n) => ({ method: 'GET', path: `/collection/object/${objectId(n)}`, headers: HTML }) },
  { name: 'chrome query, persisted GET', weight: 2, request: same({ method: 'GET', path: persistedGet(chromeRoute as never, ChromeDocument as never, '/'), headers: BROWSER }) },
  { name: 'search query, persisted GET', weight: 1, request: same({ method: 'GET', path: persistedGet(searchRoute as never, SearchDocument as never, '/search?q=vase'), headers: BROWSER }) },
  {
    name: 'suggestions, persisted GET',
    weight: 2,
    request: (n) => ({ method: 'GET', path: persistedGetPath(SuggestDocument, { query: SUGGEST_PREFIXES[n % SUGGEST_PREFIXES.length] ?? 'va' }), headers: BROWSER }),
  },
  { name: 'chrome query, POST', weight: 1, request: same({ method: 'POST', path: '/graphql', headers: JSON_POST, body: post(ChromeDocument as never, 'Chrome', {}) }) },
  {
    name: 'object query, POST',
    weight: 1,
    request: same({ method: 'POST', path: '/graphql', headers: JSON_POST, body: post(CollectionObjectPageDocument as never, 'CollectionObjectPage', { id: WARM_OBJECT_ID }) }),
  },
  {
    name: 'search query, POST (new offsets)',
    weight: 1,
    request: (n) => ({
      method: 'POST',
      path: '/graphql',
      headers: JSON_POST,
      body: post(SearchDocument as never, 'Search', { type: 'COLLECTIONS', query: 'portrait', from: 1 + (n % POOL), size: 12, sort: 'RELEVANCE', filters: '{}' }),
    }),
  },
  {
    name: 'newsletter sign-up, POST',
    weight: 1,
    request: (n) => ({ method: 'POST', path: '/graphql', headers: JSON_POST, body: post(SubscribeToNewsletterDocument as never, 'SubscribeToNewsletter', { email: `soak-${process.pid}-${n}@example.org` }) }),
  },
];

/** The sequence each connection goes round: every kind as often as its weight, spread out. */
export function soakSequence(kinds: readonly SoakKind[] = SOAK_KINDS): SoakKind[] {
  const rounds = Math.max(...kinds.map((kind) => kind.weight));
  const sequence: SoakKind[] = [];
  for (let round = 0; round < rounds; round += 1) for (const kind of kinds) if (kind.weight > round) sequence.push(kind);
  return sequence;
}
