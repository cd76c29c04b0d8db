/** The soak's arithmetic (tests/bench/soak.ts): what its samples of the gateway process say, against issue 32's targets. */
import { median } from './children';

/** One look at the gateway process during the soak. */
export interface SoakSample {
  /** Seconds since the soak's load began. */
  atSeconds: number;
  rssBytes: number;
  openFds: number;
  sockets: number;
  /** The event loop's p99 delay over the interval since the sample before (prom-client resets it when read). */
  lagP99Ms: number;
}

/** A measure at the start and at the end of the run after warm-up: medians of its first and last quarters of samples. */
export interface Drift {
  start: number;
  end: number;
  max: number;
}

export interface SoakTargets {
  /** RSS may grow by less than this share after warm-up (0.1). */
  rssGrowth: number;
  /** File descriptors and sockets count as flat while they grow by at most this many… */
  flatCount: number;
  /** …or this share of where they started, whichever is more. */
  flatShare: number;
  /** The event loop's p99 delay stays under this, in every interval after warm-up (100). */
  lagP99Ms: number;
}

export const SOAK_TARGETS: SoakTargets = { rssGrowth: 0.1, flatCount: 5, flatShare: 0.1, lagP99Ms: 100 };

export interface Verdict {
  what: string;
  figure: string;
  passed: boolean;
}

export function drift(values: readonly number[]): Drift {
  const quarter = Math.max(1, Math.floor(values.length / 4));
  return { start: median(values.slice(0, quarter)), end: median(values.slice(-quarter)), max: Math.max(...values) };
}

/** The samples taken after warm-up (at least one: the last, when the run was shorter than its warm-up). */
export function afterWarmUp(samples: readonly SoakSample[], warmUpSeconds: number): SoakSample[] {
  const after = samples.filter((sample) => sample.atSeconds >= warmUpSeconds);
  return after.length > 0 ? after : samples.slice(-1);
}

function flat(measure: Drift, targets: SoakTargets): boolean {
  return measure.end - measure.start <= Math.max(targets.flatCount, measure.start * targets.flatShare);
}

/** The soak's verdicts: no 5xx, RSS growth, descriptors and sockets flat, event-loop lag. */
export function soakVerdicts(samples: readonly SoakSample[], fiveHundreds: number, targets: SoakTargets = SOAK_TARGETS): Verdict[] {
  if (samples.length === 0) return [{ what: 'samples of the gateway process', figure: 'none taken', passed: false }];
  const rss = drift(samples.map((sample) => sample.rssBytes));
  const fds = drift(samples.map((sample) => sample.openFds));
  const sockets = drift(samples.map((sample) => sample.sockets));
  const lags = samples.map((sample) => sample.lagP99Ms);
  const growth = rss.end / rss.start - 1;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    { what: 'visitor-facing 5xx', figure: String(fiveHundreds), passed: fiveHundreds === 0 },
    {
      what: `RSS growth after warm-up < ${targets.rssGrowth * 100} %`,
      figure: `${mb(rss.start)} → ${mb(rss.end)} (${(growth * 100).toFixed(1)} %, max ${mb(rss.max)})`,
      passed: growth < targets.rssGrowth,
    },
    { what: 'open file descriptors flat', figure: `${fds.start} → ${fds.end} (max ${fds.max})`, passed: flat(fds, targets) },
    { what: 'open sockets flat', figure: `${sockets.start} → ${sockets.end} (max ${sockets.max})`, passed: flat(sockets, targets) },
    {
      what: `event-loop lag p99 < ${targets.lagP99Ms} ms`,
      figure: `worst interval ${Math.max(...lags).toFixed(1)} ms, median ${median(lags).toFixed(1)} ms`,
      passed: Math.max(...lags) < targets.lagP99Ms,
    },
  ];
}
