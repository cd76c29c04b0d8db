import { UpstreamCallLimitError } from '../../http/request-scope';
import type { GatewayContext } from '../context';

/**
 * Records that part of an answer falls back because `what` failed: logged, and the request marked
 * degraded so no cache keeps the answer. A request over its upstream budget is the caller's doing,
 * not a failure to hide: that error is thrown on, to reach the caller with its code.
 */
export function degradeOn(context: GatewayContext, what: string, error: unknown): void {
  if (error instanceof UpstreamCallLimitError) throw error;
  context.log.warn({ err: error }, `${what} unavailable; answering the degraded result`);
  context.scope.degrade(`${what} fallback`);
}

/**
 * Runs a loader whose failure should not break the page: logs the failure, marks the answer
 * degraded and answers `fallback` (the spec's "empty result silently" for menus, alerts and
 * building lists).
 */
export async function orFallback<T>(context: GatewayContext, what: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    degradeOn(context, what, error);
    return fallback;
  }
}
