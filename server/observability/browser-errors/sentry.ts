import type { Event, StackFrame } from '@sentry/core';
import type { FastifyBaseLogger } from 'fastify';
import type { BrowserError } from './report';

/** How a forward ended: delivered (2xx), refused or unreachable, or not tried (too many already on their way). */
export type ForwardOutcome = 'sent' | 'failed' | 'dropped';

/** Reports on their way to the DSN at once; more are dropped rather than queued (errors come in bursts). */
const MAX_IN_FLIGHT = 8;
const FORWARD_TIMEOUT_MS = 5000;

/** Chrome's `at fn (url:1:2)` / `at url:1:2`, Firefox's and Safari's `fn@url:1:2`. */
const CHROME_FRAME = /^at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
const GECKO_FRAME = /^(.*?)@(.+?):(\d+):(\d+)$/;

/** Stack lines as Sentry frames, outermost first as Sentry orders them; lines that are no frame are left out. */
function framesOf(stack: readonly string[]): StackFrame[] {
  return stack
    .flatMap((line) => {
      const match = CHROME_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
      if (!match) return [];
      const [, name, filename, lineno, colno] = match;
      return [{ function: name || '?', filename, lineno: Number(lineno), colno: Number(colno), in_app: true }];
    })
    .reverse();
}

/** A scrubbed report as a Sentry event: the exception with its frames, the page as the transaction, the kind as a tag. */
function eventOf(error: BrowserError, environment: string, eventId: string): Event {
  const frames = framesOf(error.stack);
  return {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'browser',
    release: error.release,
    environment,
    transaction: error.page,
    tags: { kind: error.kind },
    exception: { values: [{ type: error.name, value: error.message, ...(frames.length ? { stacktrace: { frames } } : {}), mechanism: { type: error.kind, handled: error.kind === 'boundary' } }] },
  };
}

/** Sends reports to a Sentry-compatible service as envelopes (ERROR_REPORTING_DSN). */
export interface ErrorForwarder {
  forward(error: BrowserError): void;
}

/**
 * The forwarder of a DSN, with Sentry's own envelope code (@sentry/core, loaded only when a DSN is
 * set). Fire and forget: the browser's report is answered at once; a forward that fails is logged
 * (never with the DSN) and counted, never retried.
 */
export async function sentryForwarder(options: { dsn: string; environment: string; log: FastifyBaseLogger; onOutcome: (outcome: ForwardOutcome) => void }): Promise<ErrorForwarder> {
  const { createEventEnvelope, getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, serializeEnvelope, uuid4 } = await import('@sentry/core');
  const dsn = makeDsn(options.dsn);
  if (!dsn) throw new Error('ERROR_REPORTING_DSN is not a DSN Sentry reads');
  const endpoint = getEnvelopeEndpointWithUrlEncodedAuth(dsn);
  let inFlight = 0;
  return {
    forward(error) {
      if (inFlight >= MAX_IN_FLIGHT) return options.onOutcome('dropped');
      inFlight += 1;
      const envelope = serializeEnvelope(createEventEnvelope(eventOf(error, options.environment, uuid4()), dsn));
      // Text, unless an item was binary (an event never is).
      const body = typeof envelope === 'string' ? envelope : Buffer.from(envelope);
      fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-sentry-envelope' }, body, signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) })
        .then(async (response) => {
          await response.body?.cancel();
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          options.onOutcome('sent');
        })
        .catch((cause: unknown) => {
          options.onOutcome('failed');
          options.log.warn({ reason: cause instanceof Error ? cause.message : String(cause) }, 'browser error not forwarded to ERROR_REPORTING_DSN');
        })
        .finally(() => {
          inFlight -= 1;
        });
    },
  };
}
