// One gateway under test: the production app as `npm run build` compiled it (dist/server/app.js,
// the modules dist/server/main.js runs), listening on a free port, pointed at the sample upstreams'
// process. BENCH_GATEWAY (JSON) overrides parts of its config (a cold cache); BENCH_ROLE names its
// profile; BENCH_LISTEN_PORT fixes its port (the content service's webhook is sent there).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { buildApp as BuildApp } from '../../../server/app';
import type { GatewayConfig, loadConfig as LoadConfig } from '../../../server/config';
import { announce, serveOrchestrator } from './ipc';

interface Overrides {
  cache?: Partial<GatewayConfig['cache']>;
}

/** A module of the compiled gateway (`npm run build` first). */
async function compiled<T>(name: string): Promise<T> {
  const path = resolve(`dist/server/${name}.js`);
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first (the bench measures the compiled gateway)`);
  return (await import(pathToFileURL(path).href)) as T;
}

const { buildApp } = await compiled<{ buildApp: typeof BuildApp }>('app');
const { loadConfig } = await compiled<{ loadConfig: typeof LoadConfig }>('config');
const overrides = JSON.parse(process.env.BENCH_GATEWAY ?? '{}') as Overrides;
const base = loadConfig(process.env);
const config: GatewayConfig = { ...base, cache: { ...base.cache, ...overrides.cache } };
const app = await buildApp(config);
await app.listen({ port: Number(process.env.BENCH_LISTEN_PORT ?? 0), host: '127.0.0.1' });
await app.gateway.observability.serveMetrics();
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('gateway is not listening on TCP');
serveOrchestrator(`gateway-${process.env.BENCH_ROLE ?? 'warm'}`, () => app.close());
announce({ type: 'ready', origin: `http://127.0.0.1:${address.port}` });
