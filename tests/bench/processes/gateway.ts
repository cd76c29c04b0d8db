// One gateway under test: the production app (buildApp) listening on a free port, pointed at the
// sample upstreams' process. BENCH_GATEWAY (JSON) overrides parts of its config (a cold cache);
// BENCH_LISTEN_PORT fixes its port (the content service's webhook is sent there).
import { buildApp } from '../../../server/app';
import type { GatewayConfig } from '../../../server/config';
import { loadConfig } from '../../../server/config';
import { announce, serveOrchestrator } from './ipc';

interface Overrides {
  cache?: Partial<GatewayConfig['cache']>;
  pageCacheSeconds?: number;
}

const overrides = JSON.parse(process.env.BENCH_GATEWAY ?? '{}') as Overrides;
const base = loadConfig(process.env);
const config: GatewayConfig = { ...base, cache: { ...base.cache, ...overrides.cache } };
const app = await buildApp(config);
await app.listen({ port: Number(process.env.BENCH_LISTEN_PORT ?? 0), host: '127.0.0.1' });
await app.gateway.observability.serveMetrics();
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('gateway is not listening on TCP');
serveOrchestrator(() => app.close());
announce({ type: 'ready', origin: `http://127.0.0.1:${address.port}` });
