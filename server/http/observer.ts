import type { UpstreamName } from '../config';
import type { CallScope } from './request-scope';

/** One upstream call as the observer sees it: headers to send with it, and how it ended. */
export interface ObservedCall {
  /** Sent with the call (the request id, the trace context). */
  readonly headers: Readonly<Record<string, string>>;
  /** The upstream answered with `status` (whatever it was), or the call failed with `error`. */
  end(result: { status: number } | { error: unknown }): void;
}

/** Watches every call the HTTP layer makes (metrics, spans, request ids), in this one place. */
export interface UpstreamObserver {
  start(upstream: UpstreamName, method: string, path: string, scope: CallScope | null): ObservedCall;
}

const UNOBSERVED_CALL: ObservedCall = { headers: {}, end: () => undefined };

/** The observer of an HTTP layer nobody watches (unit tests, tools). */
export const UNOBSERVED: UpstreamObserver = { start: () => UNOBSERVED_CALL };
