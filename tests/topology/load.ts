/** One request of the load: a page, or the client's GraphQL POST. */
export interface LoadTarget {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface LoadResult {
  sent: number;
  /** Every request that did not end in 200, with what it got instead. */
  failures: { target: string; outcome: string; atMs: number }[];
}

/**
 * A bounded load through the load balancer: `concurrency` visitors, each sending its next request
 * as soon as its last one is answered, round the targets, until stopped. Each visitor has its own
 * address (X-Forwarded-For from the TEST-NET range, which nginx appends to and the gateway trusts
 * through loopback proxies), as real visitors would: the per-address rate limit stays on.
 */
export function startLoad(baseUrl: string, targets: readonly LoadTarget[], concurrency: number): { stop: () => Promise<LoadResult> } {
  let running = true;
  const startedAt = Date.now();
  const result: LoadResult = { sent: 0, failures: [] };
  const visitor = async (index: number) => {
    let next = index;
    while (running) {
      const target = targets[next % targets.length];
      next += 1;
      result.sent += 1;
      try {
        const response = await fetch(`${baseUrl}${target.path}`, {
          method: target.method,
          headers: { 'x-forwarded-for': `203.0.113.${index + 1}`, ...(target.body ? { 'content-type': 'application/json' } : {}) },
          body: target.body,
          signal: AbortSignal.timeout(60_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) result.failures.push({ target: `${target.method} ${target.path}`, outcome: `HTTP ${response.status}`, atMs: Date.now() - startedAt });
      } catch (error) {
        result.failures.push({ target: `${target.method} ${target.path}`, outcome: error instanceof Error ? `${error.name}: ${error.message}` : String(error), atMs: Date.now() - startedAt });
      }
    }
  };
  const visitors = Array.from({ length: concurrency }, (_unused, index) => visitor(index));
  return {
    stop: async () => {
      running = false;
      await Promise.all(visitors);
      return result;
    },
  };
}
