import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from './config';

export interface ShutdownOptions extends ShutdownConfig {
  /** Runs after the gateway has closed (the sample upstreams main.ts started). */
  afterClose?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * How long no request may have started before the connections left idle are closed while draining.
 * A keep-alive client that has just had an answer (sent before responses began closing their
 * connections) sends its next request at once; closing its connection in that moment would reset
 * that request. Given this long, the request arrives, is answered, and its answer closes the
 * connection.
 */
const DRAIN_QUIET_MS = 500;

/** Counts the requests being answered; `quiet()` resolves when none is and none has started for `quietMs`. */
function trackRequests(server: Server): { quiet: (quietMs: number) => Promise<void> } {
  let active = 0;
  let started = 0;
  let waiters: (() => void)[] = [];
  server.on('request', (_request, response) => {
    active += 1;
    started += 1;
    response.once('close', () => {
      active -= 1;
      if (active > 0) return;
      for (const resolve of waiters) resolve();
      waiters = [];
    });
  });
  const settled = () => (active === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)));
  return {
    quiet: async (quietMs) => {
      for (;;) {
        await settled();
        const before = started;
        await delay(quietMs);
        if (active === 0 && started === before) return;
      }
    },
  };
}

/**
 * Graceful shutdown on SIGTERM, in the order that resets no request:
 * 1. readiness turns false; for `delayMs` everything else goes on as usual (keep-alive included, so
 *    clients open no new connections) while load balancers notice;
 * 2. the listener closes (new connections are refused, which clients may safely retry elsewhere);
 *    every response from now on closes its connection, so keep-alive clients leave after their
 *    current response;
 * 3. once no request is in flight (each bounded by the request deadline) and none has started for
 *    a moment (so a keep-alive client's next request is not reset on its way), idle connections
 *    close and the app closes (Apollo, upstream pools, cache).
 * Whatever is still open `graceMs` after the signal is cut, and the process exits.
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const requests = trackRequests(app.server);
  const { lifecycle } = app.gateway;
  let closing: Promise<void> | null = null;
  return (signal) => {
    closing ??= (async () => {
      const startedAt = Date.now();
      lifecycle.draining = true;
      app.log.info({ signal, delayMs: options.delayMs, graceMs: options.graceMs }, `${signal}: not ready; draining`);
      const cut = setTimeout(() => {
        app.log.warn('shutdown grace period over: closing the connections still open');
        app.server.closeAllConnections();
      }, options.graceMs);
      let code = 0;
      try {
        await delay(options.delayMs);
        lifecycle.closingConnections = true;
        // net's close stops listening only; http's would also drop idle keep-alive connections a client may be reusing right now.
        NetServer.prototype.close.call(app.server);
        await requests.quiet(DRAIN_QUIET_MS);
        app.server.closeIdleConnections();
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
