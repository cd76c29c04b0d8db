import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from './config';

export interface ShutdownOptions extends ShutdownConfig {
  /** Runs after the gateway has closed (the sample upstreams main.ts started). */
  afterClose?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown on SIGTERM: readiness turns false first; for `delayMs` the gateway keeps serving
 * while load balancers notice, every response closing its connection (server/edge), so keep-alive
 * clients leave after their current response instead of meeting a closed socket; then it stops
 * accepting connections and waits for in-flight requests (each bounded by the request deadline).
 * Whatever is still open when `graceMs` has passed since the signal is cut, and the process exits.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing: Promise<void> | null = null;
  return (signal) => {
    closing ??= (async () => {
      const startedAt = Date.now();
      app.gateway.readiness.startDraining();
      app.log.info({ signal, delayMs: options.delayMs, graceMs: options.graceMs }, `${signal}: not ready, draining`);
      const cut = setTimeout(() => {
        app.log.warn('shutdown grace period over: closing the connections still open');
        app.server.closeAllConnections();
      }, options.graceMs);
      let code = 0;
      try {
        await delay(options.delayMs);
        await app.close();
        await options.afterClose?.();
        app.log.info({ ms: Date.now() - startedAt }, 'drained and closed');
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        code = 1;
      } finally {
        clearTimeout(cut);
      }
      exit(code);
    })();
    return closing;
  };
}
