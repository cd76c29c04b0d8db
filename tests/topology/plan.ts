import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_UPSTREAM_PORTS, UPSTREAM_NAMES } from '../../upstreams/start';
import { imageEnvironment, readCompose, rewriteAddresses, serviceEnvironment } from './compose';
import type { ProcessSpec } from './processes';
import { freePort } from './processes';

/** Where each service of the compose file listens on this machine. */
export interface Ports {
  redis: number;
  upstreams: Record<string, number>;
  /** Per gateway replica: its public port and its metrics port. */
  gateways: { port: number; metrics: number }[];
  lb: number;
}

/** The compose topology as processes on one host: a spec per service instance, and nginx's config. */
export interface Plan {
  ports: Ports;
  redis: ProcessSpec;
  upstreams: ProcessSpec;
  gateways: ProcessSpec[];
  nginx: ProcessSpec;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`docker-compose.yml has no ${what}`);
  return value;
}

async function allocatePorts(replicas: number): Promise<Ports> {
  const upstreams: Record<string, number> = {};
  for (const name of UPSTREAM_NAMES) upstreams[name] = await freePort();
  const gateways = [];
  for (let replica = 0; replica < replicas; replica += 1) gateways.push({ port: await freePort(), metrics: await freePort() });
  return { redis: await freePort(), upstreams, gateways, lb: await freePort() };
}

/** nginx's main config around the compose file's site config: foreground, every path in `dir`. */
function nginxMain(dir: string, siteConfig: string): string {
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`).join('\n');
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx would hand its workers to `nobody`, who cannot use this run's directory.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log ${join(dir, 'nginx-access.log')};`,
    paths,
    `  include ${siteConfig};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Reads docker-compose.yml and the Dockerfile and plans their topology as processes here: each
 * service runs its compose `command` with the image's `ENV` and its compose `environment`
 * (interpolated against `variables`, as `docker compose up` would with them set). What Docker's
 * networking would give is translated for one shared host: service names become 127.0.0.1, each
 * listening port a free one (so nothing clashes with other runs), and the gateway service runs as
 * many processes as its `deploy.replicas`, each behind nginx's upstream as Docker's DNS would list it.
 */
export async function planTopology(root: string, dir: string, variables: Readonly<Record<string, string>>, nginxPath: string): Promise<Plan> {
  const compose = readCompose(join(root, 'docker-compose.yml'));
  const image = imageEnvironment(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const service = (name: string) => required(compose.services[name], `service ${name}`);
  const gateway = service('gateway');
  const ports = await allocatePorts(gateway.deploy?.replicas ?? 1);
  const lbPublished = required(service('lb').ports?.[0], 'published lb port').split(':');

  // service:port as compose files name them → where that runs here.
  const addresses = new Map<string, string[]>([
    [`redis:6379`, [`127.0.0.1:${ports.redis}`]],
    [`gateway:${image.PORT ?? '3000'}`, ports.gateways.map((replica) => `127.0.0.1:${replica.port}`)],
    [`localhost:${lbPublished[0]}`, [`127.0.0.1:${ports.lb}`]],
    [`lb:${lbPublished[1]}`, [`127.0.0.1:${ports.lb}`]],
    ...UPSTREAM_NAMES.map((name): [string, string[]] => [`upstreams:${DEFAULT_UPSTREAM_PORTS[name]}`, [`127.0.0.1:${ports.upstreams[name]}`]]),
  ]);
  const environment = (name: string) => {
    const env: Record<string, string> = { ...image, ...serviceEnvironment(service(name), variables) };
    for (const [key, value] of Object.entries(env)) env[key] = rewriteAddresses(value, addresses);
    return env;
  };
  const command = (name: string) => {
    const [program, ...args] = required(service(name).command, `command for ${name}`);
    // The image's `node` is this Node.
    return { command: program === 'node' ? process.execPath : program, args };
  };

  const upstreamsEnv = environment('upstreams');
  upstreamsEnv.UPSTREAMS_HOST = '127.0.0.1';
  for (const name of UPSTREAM_NAMES) upstreamsEnv[`${name.toUpperCase()}_PORT`] = String(ports.upstreams[name]);

  const gatewayEnv = environment('gateway');
  const gateways = ports.gateways.map((replica, index) => ({
    name: `gateway-${index + 1}`,
    ...command('gateway'),
    env: { ...gatewayEnv, HOST: '127.0.0.1', PORT: String(replica.port), METRICS_HOST: '127.0.0.1', METRICS_PORT: String(replica.metrics) },
  }));

  const redisCommand = command('redis');
  const configName = required(service('lb').configs?.[0]?.source, 'lb config');
  const configFile = required(compose.configs?.[configName]?.file, `file of config ${configName}`);
  const site = rewriteAddresses(readFileSync(join(root, configFile), 'utf8'), addresses).replace(new RegExp(`\\blisten\\s+${lbPublished[1]}\\s*;`), `listen 127.0.0.1:${ports.lb};`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), nginxMain(dir, join(dir, 'site.conf')));

  return {
    ports,
    redis: { name: 'redis', ...redisCommand, args: [...redisCommand.args, '--port', String(ports.redis), '--bind', '127.0.0.1'], env: {} },
    upstreams: { name: 'upstreams', ...command('upstreams'), env: upstreamsEnv },
    gateways,
    nginx: { name: 'nginx', command: nginxPath, args: ['-e', join(dir, 'nginx-error.log'), '-p', dir, '-c', join(dir, 'nginx.conf')], env: {} },
  };
}
