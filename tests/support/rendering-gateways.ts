import { afterAll, afterEach, beforeAll } from 'vitest';
import { clientBuild, hasClientBuild } from '../../server/ssr/build';
import type { RunningUpstreams } from '../../upstreams/start';
import { startUpstreams } from '../../upstreams/start';
import type { GatewayOverrides, TestGateway } from './gateway';
import { startGateway, TEST_NOW } from './gateway';

/**
 * For a test file whose gateways render the built client: the sample upstreams, started once for
 * the file, and `start`, which builds a gateway on them that is closed after its test.
 */
export function renderingGateways(): { start: (overrides?: Omit<GatewayOverrides, 'upstreams'>) => Promise<TestGateway> } {
  let upstreams: RunningUpstreams;
  const gateways: TestGateway[] = [];
  beforeAll(async () => {
    if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
    upstreams = await startUpstreams({ now: TEST_NOW });
  }, 60_000);
  afterAll(() => upstreams.close());
  afterEach(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    gateways.length = 0;
  });
  return {
    start: async (overrides = {}) => {
      const gateway = await startGateway({ ...overrides, upstreams });
      gateways.push(gateway);
      return gateway;
    },
  };
}
