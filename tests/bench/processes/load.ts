// The load generator, in a process of its own so it never competes with the server inside one
// event loop: one autocannon run of one scenario, its result sent back to the orchestrator.
import autocannon from 'autocannon';
import type { RequestShape, Scenario } from '../scenarios';
import { GENERATORS } from '../scenarios';
import { loadFigures, type LoadFigures } from './loadFigures';

export interface LoadOrder {
  origin: string;
  scenario: Scenario | (RequestShape & { name: string; generator?: undefined });
  seconds: number;
  connections: number;
}

export interface LoadResult extends LoadFigures {
  non2xx: number;
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
      const summary: LoadResult = { ...loadFigures(result), non2xx: result.non2xx };
      process.send?.(summary, () => process.exit(0));
    },
  );
});
