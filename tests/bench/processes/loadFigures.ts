import type autocannon from 'autocannon';

/** What every load run reports from autocannon's result: volume, rate, latency and answers that never came. */
export interface LoadFigures {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
}

export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}
