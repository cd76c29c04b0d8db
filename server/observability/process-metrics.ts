import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | null = null;

/**
 * The process's own metrics (prom-client's defaults: event-loop lag and its percentiles, heap and
 * its spaces, RSS, CPU, garbage collection, handles). One set per process, however many gateways
 * it builds (tests build many), started by the first that serves metrics.
 */
export function processRegistry(): Registry {
  if (shared === null) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared, eventLoopMonitoringPrecision: 20 });
  }
  return shared;
}
