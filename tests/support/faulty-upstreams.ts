import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RunningUpstreams, UpstreamName } from '../../upstreams/start';
import { UPSTREAM_NAMES, startUpstreams } from '../../upstreams/start';
import type { FaultProxy } from './fault-proxy';
import { startFaultProxy } from './fault-proxy';
import { TEST_NOW } from './gateway';

export interface FaultyUpstreams {
  upstreams: RunningUpstreams;
  proxies: Record<UpstreamName, FaultProxy>;
  /** Gateway environment pointing every upstream URL at its proxy. */
  env: Record<string, string>;
}

/**
 * The sample upstreams with a fault proxy in front of each, for the calling test file. Every proxy
 * passes again after each test, whatever fault the test set.
 */
export function faultyUpstreams(options: { slowMs: number }): FaultyUpstreams {
  const faulty = {} as FaultyUpstreams;
  beforeAll(async () => {
    faulty.upstreams = await startUpstreams({ now: TEST_NOW });
    const proxies = await Promise.all(UPSTREAM_NAMES.map((name) => startFaultProxy(faulty.upstreams.urls[name], options)));
    faulty.proxies = Object.fromEntries(UPSTREAM_NAMES.map((name, index) => [name, proxies[index]])) as Record<UpstreamName, FaultProxy>;
    faulty.env = Object.fromEntries(UPSTREAM_NAMES.map((name) => [`${name.toUpperCase()}_URL`, faulty.proxies[name].url]));
  }, 60_000);
  afterEach(async () => {
    await Promise.all(Object.values(faulty.proxies ?? {}).map((proxy) => proxy.set('pass')));
  });
  afterAll(async () => {
    await Promise.all(Object.values(faulty.proxies ?? {}).map((proxy) => proxy.close()));
    await faulty.upstreams?.close();
  });
  return faulty;
}
