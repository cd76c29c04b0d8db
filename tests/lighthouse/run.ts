/**
 * Lighthouse against the production build (`npm run lighthouse`, not part of `npm test`: it takes
 * many minutes). Starts the sample upstreams and the compiled gateway (NODE_ENV=production) on free
 * ports, then audits a page of every type with Lighthouse in Chromium (CHROMIUM_PATH, default
 * Debian's /usr/bin/chromium), mobile and desktop, LIGHTHOUSE_RUNS (5) runs each, one at a time,
 * each started once the load average is under LAB_MAX_LOAD (1.5; it waits up to
 * LAB_LOAD_WAIT_SECONDS, 600, and says so when it gives up: tests/lighthouse/lab.ts). Prints the
 * medians (and the performance scores' range) and writes them to dist/lighthouse/report.json
 * (LIGHTHOUSE_REPORT) with every run's figures beside Lighthouse's host benchmark index and the load
 * it started at, so figures from different machines can be told apart, and the runs Lighthouse could
 * not measure (each asked again). LIGHTHOUSE_PAGES and LIGHTHOUSE_PRESETS (comma-separated) narrow a
 * run to some pages or presets; LIGHTHOUSE_LHR_DIR keeps every run's full Lighthouse report and
 * its trace (for the Performance panel) there, to compare a slow run with a fast one. Each page is
 * asked once before it is audited, as visitors find it: in the page cache.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromePath, median, startLabGateway, waitForQuietMachine } from './lab';

/** A page of every type (at the sample data's pinned clock). */
const LAB_PAGES = [
  '/',
  '/search?q=vase',
  '/collection/object/6268',
  '/calendar',
  '/calendar/exhibition/gene-davis-hot-beat',
  '/calendar/event/art-after-5-2026-11-27',
  '/about/mission-history',
  '/preschina',
];
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? LAB_PAGES;
const PRESETS = (process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const reportPath = process.env.LIGHTHOUSE_REPORT ?? 'dist/lighthouse/report.json';
const lhrDir = process.env.LIGHTHOUSE_LHR_DIR;

interface Sample {
  performance: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's speed (`environment.benchmarkIndex`): its 4× CPU slowdown assumes about 1,000–2,000. */
  benchmarkIndex: number;
  /** The 1-minute load average the run started at. */
  load: number;
}

/** Runs of one page and preset Lighthouse may fail to measure before the whole run stops. */
const MAX_FAILED_RUNS = 3;

/** Why Lighthouse could not score a run (its runtime error, or a category it left unscored), or null when it could. */
function failureOf(lhr: Result): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const unscored = Object.entries(lhr.categories).filter(([, category]) => category.score === null);
  return unscored.length ? `no score for ${unscored.map(([id]) => id).join(', ')}` : null;
}

async function main(): Promise<void> {
  // The public origin is the one Lighthouse visits, as in production: canonical links are absolute on it.
  const gateway = await startLabGateway();
  const { origin } = gateway;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    // Mobile scores move with the machine's load (Lighthouse simulates a phone from the CPU time it sees): each run keeps it.
    const loadAtStart = loadavg();
    const rows: Array<{ summary: Record<string, string | number>; samples: Sample[]; failures: string[] }> = [];
    let busyRuns = 0;
    for (const path of PAGES) {
      await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
      for (const preset of PRESETS) {
        const samples: Sample[] = [];
        const failures: string[] = [];
        // A run Lighthouse could not measure (a trace it could not read, a page it saw no paint of) is
        // retried, reported and kept out of the medians: its scores would read as 0.
        while (samples.length < runs) {
          if (failures.length > MAX_FAILED_RUNS) throw new Error(`${path} ${preset}: Lighthouse failed ${failures.length} runs: ${failures.join('; ')}`);
          const started = await waitForQuietMachine(`${path} ${preset}`);
          const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'] }, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
          const failure = failureOf(result.lhr);
          if (failure) {
            failures.push(failure);
            console.log(`  ${path} ${preset}: run not measured, asked again (${failure})`);
            continue;
          }
          const { categories, audits } = result.lhr;
          if (lhrDir) {
            mkdirSync(lhrDir, { recursive: true });
            const name = join(lhrDir, `${path.replace(/[^a-z0-9]+/gi, '_')}-${preset}-${samples.length + 1}`);
            writeFileSync(`${name}.json`, JSON.stringify(result.lhr));
            writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
          }
          samples.push({
            performance: Math.round((categories.performance?.score ?? 0) * 100),
            seo: Math.round((categories.seo?.score ?? 0) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
            bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
            lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
            tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
            cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
            benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
            load: started.load,
          });
          if (!started.quiet) busyRuns += 1;
          const failedSeo = Object.values(audits).filter((audit) => result.lhr.categories.seo?.auditRefs.some((ref) => ref.id === audit.id) && audit.score !== null && audit.score < 1);
          for (const audit of failedSeo) console.log(`  ${path} ${preset}: SEO audit "${audit.id}" failed: ${audit.title}`);
        }
        const scores = samples.map((sample) => sample.performance);
        const summary = {
          page: path,
          preset,
          ...Object.fromEntries((Object.keys(samples[0] ?? {}) as Array<keyof Sample>).map((key) => [key, median(samples.map((sample) => sample[key]))])),
          performanceRange: `${Math.min(...scores)}–${Math.max(...scores)}`,
          loadRange: `${Math.min(...samples.map((sample) => sample.load))}–${Math.max(...samples.map((sample) => sample.load))}`,
        };
        rows.push({ summary, samples, failures });
        console.log(JSON.stringify(summary));
      }
    }
    console.table(rows.map((row) => row.summary));
    mkdirSync(dirname(reportPath), { recursive: true });
    if (busyRuns > 0) console.log(`${busyRuns} runs started on a busy machine (load average over the limit): their figures are not the lab's`);
    const report = { date: new Date().toISOString(), runs, busyRuns, loadAverage: { start: loadAtStart, end: loadavg() }, rows: rows.map((row) => ({ ...row.summary, samples: row.samples, failedRuns: row.failures })) };
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`report written to ${reportPath}`);
  } finally {
    chrome.kill();
    gateway.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
