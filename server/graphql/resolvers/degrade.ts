import type { GatewayContext } from '../context';

/**
 * Runs a loader whose failure should not break the page: logs the failure and answers `fallback`
 * (the spec's "empty result silently" for menus, alerts and building lists).
 */
export async function orFallback<T>(context: GatewayContext, what: string, fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    context.log.warn({ err: error }, `${what} unavailable; answering the degraded result`);
    return fallback;
  }
}
