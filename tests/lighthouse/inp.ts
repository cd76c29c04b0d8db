/**
 * Interaction to Next Paint of the interactions visitors repeat (`npm run inp`, not part of
 * `npm test`), in Chromium (CHROMIUM_PATH, default Debian's /usr/bin/chromium) at a 4× CPU slowdown
 * (CDP `Emulation.setCPUThrottlingRate`, INP_CPU_SLOWDOWN), against the compiled production gateway:
 * a calendar date click, a category chip, a search filter, View More, opening the search box and
 * typing. Each is measured INP_RUNS (5) times on a fresh page, hydrated, with the element acted on
 * live (a part that hydrates after the page holds a click and replays it, and Event Timing would time
 * only the held click), each run started once the
 * load average is under LAB_MAX_LOAD (tests/lighthouse/lab.ts). The measure is the Event Timing API's,
 * as web-vitals' INP reads it: an interaction's latency is the longest `event` entry of its
 * `interactionId` (input delay, processing, and the wait for the next paint), and a run's INP is the
 * longest interaction it had (typing is several). Prints the medians and writes every run to
 * dist/lighthouse/inp.json (INP_REPORT). INP_ONLY (a pattern) picks interactions by name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromePath, median, startLabGateway, waitForQuietMachine } from './lab';

const runs = Number(process.env.INP_RUNS ?? 5);
const slowdown = Number(process.env.INP_CPU_SLOWDOWN ?? 4);
const reportPath = process.env.INP_REPORT ?? 'dist/lighthouse/inp.json';

interface Interaction {
  name: string;
  path: string;
  /** What the visitor acts on: measured once it is live (parts of a page hydrate after it, and a visitor who repeats an interaction meets them live). */
  target: (page: Page) => Locator;
  /** What the visitor does, once the page has hydrated; resolves when the page shows its answer. */
  act: (page: Page, target: Locator) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'calendar: a date click',
    path: '/calendar',
    target: (page) => page.getByRole('gridcell').getByRole('button', { name: /^Friday, November 27, 2026/ }),
    act: async (page, target) => {
      await target.click();
      await page.waitForURL(/\/calendar\/2026-11-27$/);
    },
  },
  {
    name: 'calendar: a category chip',
    path: '/calendar/this-month',
    target: (page) => page.getByRole('tabpanel', { name: 'Type' }).getByRole('link', { name: 'Talks', exact: true }),
    act: async (page, target) => {
      await target.click();
      await page.waitForURL(/\/calendar\/this-month\/talks$/);
    },
  },
  {
    name: 'calendar: View More',
    path: '/calendar',
    target: (page) => page.getByRole('button', { name: /^View More/ }).first(),
    act: async (page, target) => {
      const cards = page.locator('article');
      const before = await cards.count();
      await target.click();
      await page.waitForFunction((count) => document.querySelectorAll('article').length > count, before);
    },
  },
  {
    name: 'search: a filter',
    path: '/search/collections?q=vase',
    target: (page) => page.locator('.search-layout__sidebar').getByRole('checkbox').first(),
    act: async (page, target) => {
      await target.click();
      await page.waitForURL(/filters=/);
    },
  },
  {
    name: 'search box: open and type',
    path: '/',
    target: (page) => page.locator('header').getByRole('button', { name: 'Search', exact: true }),
    act: async (page, target) => {
      await target.click();
      const input = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search the site and collection' });
      await input.waitFor();
      await input.pressSequentially('vase', { delay: 50 });
    },
  },
];

/** Collects Event Timing entries from the page's start (installed before any script runs). */
const OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The longest interaction's latency so far, once the browser has painted and reported it. */
async function longestInteraction(page: Page): Promise<number> {
  // Two frames and a task: the entries of the last interaction are dispatched after its next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values()));
}

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, origin: string, interaction: Interaction): Promise<number> {
  // A desktop-sized window (the search filters are folded away on phones): the slowdown is the CPU's.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVER);
    await page.goto(`${origin}${interaction.path}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // Reached for (the pointer over it, as before a click) and live: React owns its element.
    const target = interaction.target(page);
    await target.hover();
    await page.waitForFunction((element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')), await target.elementHandle());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await interaction.act(page, target);
    const inp = await longestInteraction(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return Math.round(inp);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const only = process.env.INP_ONLY ? new RegExp(process.env.INP_ONLY, 'i') : null;
  const chosen = INTERACTIONS.filter((interaction) => !only || only.test(interaction.name));
  const gateway = await startLabGateway();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    // Every page asked once first, as visitors find it: in the page cache.
    for (const path of new Set(chosen.map((interaction) => interaction.path))) await fetch(`${gateway.origin}${path}`, { headers: { accept: 'text/html' } });
    const rows = [];
    for (const interaction of chosen) {
      const samples: Array<{ inpMs: number; load: number; quiet: boolean }> = [];
      for (let run = 0; run < runs; run += 1) {
        const started = await waitForQuietMachine(interaction.name);
        samples.push({ inpMs: await measure(browser, gateway.origin, interaction), load: started.load, quiet: started.quiet });
      }
      const values = samples.map((sample) => sample.inpMs);
      const row = { interaction: interaction.name, page: interaction.path, 'INP ms (median)': median(values), range: `${Math.min(...values)}–${Math.max(...values)}`, load: `${Math.min(...samples.map((s) => s.load))}–${Math.max(...samples.map((s) => s.load))}`, busyRuns: samples.filter((s) => !s.quiet).length, samples };
      console.log(JSON.stringify({ ...row, samples: undefined }));
      rows.push(row);
    }
    console.table(rows.map(({ samples: _samples, ...row }) => row));
    mkdirSync(dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify({ date: new Date().toISOString(), runs, cpuSlowdown: slowdown, rows }, null, 2)}\n`);
    console.log(`report written to ${reportPath}`);
  } finally {
    await browser.close();
    gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
