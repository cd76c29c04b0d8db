// The soak's load, in a process of its own: autocannon going round the soak's sequence of requests
// (tests/bench/soak-mix.ts) on every connection, as fast as answers come (calibration) or at an
// overall rate, each answer counted under its kind. The result goes back to the orchestrator.
import autocannon from 'autocannon';
import type { SoakKind } from '../soak-mix';
import { soakSequence } from '../soak-mix';
import { loadFigures, type LoadFigures } from './loadFigures';

export interface SoakLoadOrder {
  origin: string;
  seconds: number;
  connections: number;
  /** Requests per second over all connections; null: as fast as the gateway answers. */
  rate: number | null;
}

export interface KindCount {
  requests: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
  /** Successful answers sent `no-store`: degraded, or never cacheable (sign-ups). */
  noStore: number;
}

export interface SoakLoadResult extends LoadFigures {
  maxMs: number;
  kinds: Record<string, KindCount>;
}

process.once('message', (order: SoakLoadOrder) => {
  const kinds: Record<string, KindCount> = {};
  const sent = new Map<string, number>();
  const entry = (kind: SoakKind): autocannon.Request => ({
    method: 'GET',
    path: '/',
    setupRequest: (request) => {
      const n = sent.get(kind.name) ?? 0;
      sent.set(kind.name, n + 1);
      const shape = kind.request(n);
      return { ...request, method: shape.method, path: shape.path, headers: shape.headers ?? {}, body: shape.body };
    },
    onResponse: (status, _body, _context, headers) => {
      const count = (kinds[kind.name] ??= { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, noStore: 0 });
      count.requests += 1;
      if (status >= 500) count['5xx'] += 1;
      else if (status >= 400) count['4xx'] += 1;
      else if (status >= 200 && status < 300) {
        count['2xx'] += 1;
        if (String(headers?.['cache-control'] ?? '').includes('no-store')) count.noStore += 1;
      }
    },
  });
  autocannon(
    {
      url: order.origin,
      connections: order.connections,
      duration: order.seconds,
      timeout: 30,
      ...(order.rate === null ? {} : { overallRate: order.rate }),
      requests: soakSequence().map(entry),
    },
    (error, result) => {
      if (error) throw error;
      const summary: SoakLoadResult = { ...loadFigures(result), maxMs: result.latency.max, kinds };
      process.send?.(summary, () => process.exit(0));
    },
  );
});
