// The soak's arithmetic (tests/bench/soak-figures.ts): drift between the first and last quarters
// after warm-up, and each verdict against its target.
import { describe, expect, it } from 'vitest';
import type { SoakSample } from '../../bench/soak-figures';
import { afterWarmUp, drift, soakVerdicts } from '../../bench/soak-figures';

const MB = 1024 * 1024;
function samples(rssMb: (i: number) => number, fds: (i: number) => number = () => 40, lag: (i: number) => number = () => 20): SoakSample[] {
  return Array.from({ length: 20 }, (_, i) => ({ atSeconds: i * 5, rssBytes: rssMb(i) * MB, openFds: fds(i), sockets: fds(i) - 10, lagP99Ms: lag(i) }));
}

describe('the soak’s figures', () => {
  it('measures drift as the medians of the first and last quarters', () => {
    expect(drift([10, 12, 11, 50, 13, 20, 21, 22])).toEqual({ start: 11, end: 21.5, max: 50 });
  });

  it('keeps the samples after warm-up, or the last one when the run was shorter', () => {
    const taken = samples(() => 100);
    expect(afterWarmUp(taken, 60).map((sample) => sample.atSeconds)).toEqual([60, 65, 70, 75, 80, 85, 90, 95]);
    expect(afterWarmUp(taken, 600)).toEqual(taken.slice(-1));
  });

  it('passes a steady process and fails each kind of growth', () => {
    expect(soakVerdicts(samples(() => 100), 0).every((verdict) => verdict.passed)).toBe(true);
    const failed = (taken: SoakSample[], fiveHundreds = 0) => soakVerdicts(taken, fiveHundreds).filter((verdict) => !verdict.passed).map((verdict) => verdict.what);
    expect(failed(samples(() => 100), 3)).toEqual(['visitor-facing 5xx']);
    expect(failed(samples((i) => 100 + i * 2))).toEqual(['RSS growth after warm-up < 10 %']);
    expect(failed(samples(() => 100, (i) => 40 + i * 2))).toEqual(['open file descriptors flat', 'open sockets flat']);
    expect(failed(samples(() => 100, () => 40, (i) => (i === 7 ? 140 : 20)))).toEqual(['event-loop lag p99 < 100 ms']);
    expect(failed([])).toEqual(['samples of the gateway process']);
  });
});
