import { afterEach, beforeAll } from 'vitest';
import { clientBuild, hasClientBuild } from '../../server/ssr/build';
import type { GatewayOverrides, TestGateway } from './gateway';
import { startGateway } from './gateway';

/**
 * For a test file whose gateways need the client build (its persisted documents, its render): fails
 * the file at once without a build, and closes the gateways each test starts after that test. Returns
 * the function that starts one.
 */
export function gatewaysPerTest(): (overrides: GatewayOverrides) => Promise<TestGateway> {
  const gateways: TestGateway[] = [];
  beforeAll(() => {
    if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests need the client build: run `npm run build` first.');
  });
  afterEach(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    gateways.length = 0;
  });
  return async (overrides) => {
    const gateway = await startGateway(overrides);
    gateways.push(gateway);
    return gateway;
  };
}
