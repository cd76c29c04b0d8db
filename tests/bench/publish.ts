/**
 * Publish to live, measured (`npm run bench`, scenario `publish to live`): the sample upstreams send
 * their webhook to a gateway of their own (in-memory cache, production mode), and 20 changes are
 * published one after another through the content service's mutation API. For each, the time from
 * sending the change to its page showing it (polled as a visitor would reload, the render
 * included); and the page-cache hit ratio of the untouched pages — those whose `Surrogate-Key` names
 * none of the tags the changes purge — asked before the changes and between and after them. Then the
 * size of the gateway's in-memory tag indexes. Nothing is asserted: the figures go to
 * docs/guides/benchmarks.md by hand.
 */
import { changedDocumentTags } from '../../server/domain/cache-tags';
import { SAMPLE_EDITOR_TOKEN } from '../../upstreams/start';
import { TEST_NOW } from '../support/gateway';
import { sampleValue, scrape, type Sample } from '../support/prometheus';
import { gatewayEnv, median, start, stop } from './children';
import { HTML } from './scenarios';
import { freePort } from '../topology/processes';

/** The pages whose intro the changes set, in turn (routed pages, no page's section references them). */
const CHANGED = [
  { _id: 'page-about-careers', slug: 'careers', path: '/about' },
  { _id: 'page-about-contact', slug: 'contact', path: '/about' },
  { _id: 'page-research-provenance', slug: 'provenance', path: '/research' },
  { _id: 'page-visit-dining-shopping', slug: 'dining-shopping', path: '/visit' },
  { _id: 'page-join-volunteer', slug: 'volunteer', path: '/join' },
];
const CHANGES = 20;
/** Pages visitors keep asking for while editors publish; those the changes purge are left out. */
const CANDIDATES = ['/', '/visit', '/visit/museum-map', '/collection/object/6268', '/calendar', '/preschina', '/preschina/abraham-lincoln', '/search?q=vase', '/about/mission-history', '/join', '/learn', '/calendar/exhibition/threads-of-light'];
const SECRET = 'bench-webhook-secret-0123456789';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface PublishReport {
  changes: number;
  'publish to visible p50 ms': number;
  'publish to visible p95 ms': number;
  'publish to visible max ms': number;
  untouched: string[];
  'untouched hit ratio before': number;
  'untouched hit ratio after': number;
  'tag index links': Record<string, number>;
}

/** Runs the publish-to-live measurement with its own processes; resolves with its figures. */
export async function measurePublish(): Promise<PublishReport> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const upstreams = await start('upstreams', { MUSEUM_NOW: TEST_NOW, BENCH_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/content`, CONTENT_WEBHOOK_SECRET: SECRET });
  const gateway = await start('gateway', { ...gatewayEnv([upstreams], TEST_NOW), CONTENT_WEBHOOK_SECRET: SECRET, BENCH_LISTEN_PORT: String(port), METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1', PRESCHINA_POLL_SECONDS: '0' });
  const metrics = (): Promise<Sample[]> => scrape(`http://127.0.0.1:${metricsPort}/metrics`);
  const get = async (path: string) => {
    const response = await fetch(`${gateway.origin}${path}`, { headers: HTML });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return { text: await response.text(), keys: (response.headers.get('surrogate-key') ?? '').split(' ') };
  };
  try {
    const purged = new Set(CHANGED.flatMap((doc) => changedDocumentTags({ ...doc, _type: 'page', refs: [] })));
    const untouched: string[] = [];
    for (const path of CANDIDATES) {
      await get(path);
      if (!(await get(path)).keys.some((tag) => purged.has(tag))) untouched.push(path);
    }
    for (const doc of CHANGED) await get(`${doc.path}/${doc.slug}`);

    /** The page cache's hit ratio over one pass of the untouched pages. */
    let hits = 0;
    let lookups = 0;
    const askUntouched = async () => {
      const before = await metrics();
      for (const path of untouched) await get(path);
      const after = await metrics();
      const count = (result: string) => sampleValue(after, 'gateway_cache_lookups_total', { layer: 'page', result }) - sampleValue(before, 'gateway_cache_lookups_total', { layer: 'page', result });
      hits += count('hit');
      lookups += count('hit') + count('miss') + count('stale');
    };
    for (let pass = 0; pass < 3; pass += 1) await askUntouched();
    const ratioBefore = hits / Math.max(1, lookups);
    hits = 0;
    lookups = 0;

    const times: number[] = [];
    for (let change = 0; change < CHANGES; change += 1) {
      const doc = CHANGED[change % CHANGED.length] as (typeof CHANGED)[number];
      const intro = `Published change ${change + 1} at ${Date.now()}.`;
      const sentAt = performance.now();
      const response = await fetch(`${upstreams.urls?.content}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SAMPLE_EDITOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [{ patch: { id: doc._id, set: { intro } } }] }),
      });
      if (!response.ok) throw new Error(`publishing change ${change + 1} failed: HTTP ${response.status}`);
      while (!(await get(`${doc.path}/${doc.slug}`)).text.includes(intro)) {
        if (performance.now() - sentAt > 30_000) throw new Error(`change ${change + 1} was not visible after 30 s`);
      }
      times.push(performance.now() - sentAt);
      await askUntouched();
    }
    for (let pass = 0; pass < 3; pass += 1) await askUntouched();
    const links = await metrics();
    const report: PublishReport = {
      changes: CHANGES,
      'publish to visible p50 ms': Number(median(times).toFixed(1)),
      'publish to visible p95 ms': Number(percentile(times, 95).toFixed(1)),
      'publish to visible max ms': Number(Math.max(...times).toFixed(1)),
      untouched,
      'untouched hit ratio before': Number(ratioBefore.toFixed(3)),
      'untouched hit ratio after': Number((hits / Math.max(1, lookups)).toFixed(3)),
      'tag index links': Object.fromEntries(links.filter((sample) => sample.name === 'gateway_cache_tag_index_links').map((sample) => [sample.labels.store ?? '?', sample.value])),
    };
    console.table({ ...report, untouched: untouched.length });
    return report;
  } finally {
    await Promise.all([gateway, upstreams].map(stop));
  }
}
