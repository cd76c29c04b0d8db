// The load generator, in a process of its own so it never competes with the server inside one
// event loop: one autocannon run of one scenario, its result sent back to the orchestrator.
import autocannon from 'autocannon';
import type { RequestShape, Scenario } from '../scenarios';
import { GENERATORS } from '../scenarios';

export interface LoadOrder {
  origin: string;
  scenario: Scenario | (RequestShape & { name: string; generator?: undefined });
  seconds: number;
  connections: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

process.once('message', (order: LoadOrder) => {
  const { scenario } = order;
  const generate = scenario.generator ? GENERATORS[scenario.generator] : null;
  let n = 0;
  autocannon(
    {
      url: order.origin,
      connections: order.connections,
      duration: order.seconds,
      requests: [
        {
          method: scenario.method,
          path: scenario.path,
          headers: scenario.headers,
          body: scenario.body,
          ...(generate ? { setupRequest: (request: autocannon.Request) => ({ ...request, ...generate(n++, scenario) }) } : {}),
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      const summary: LoadResult = {
        requests: result.requests.total,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      process.send?.(summary, () => process.exit(0));
    },
  );
});
