import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { runtimeStage } from '../../topology/image';

// No Docker engine runs on CI: the compose file is checked against the compose-spec JSON schema instead.
// The schema names draft-07 by an https URL Ajv does not know; its draft-07 meta-schema is built in.
const { $schema: _metaSchema, ...composeSchema } = JSON.parse(
  readFileSync('node_modules/dclint/schemas/compose.schema.json', 'utf8'),
) as Record<string, unknown>;

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  expose?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  configs?: Record<string, { file?: string }>;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as ComposeFile;
/** The load balancer's nginx config, a file of the repo (npm run test:topology runs it with nginx). */
const nginxConf = readFileSync(compose.configs?.['nginx-conf'].file ?? '', 'utf8');

describe('docker-compose.yml', () => {
  it('is valid against the compose-spec schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(composeSchema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs two gateway replicas on the shared Redis cache, behind the load balancer', () => {
    const gateway = compose.services.gateway;
    expect(gateway.deploy?.replicas).toBe(2);
    expect(gateway.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(gateway.depends_on?.redis.condition).toBe('service_healthy');
    expect(gateway.depends_on?.upstreams.condition).toBe('service_healthy');
    expect(compose.services.lb.ports).toEqual(['8080:80']);
    expect(compose.configs?.['nginx-conf'].file).toBe('./deploy/nginx/museum.conf');
    expect(nginxConf).toContain('proxy_pass http://gateway');
  });

  it("has nginx ask Docker's DNS for the replicas again while it runs, on an nginx that can (1.27.3 or later)", () => {
    const gatewayGroup = /upstream gateway \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    expect(gatewayGroup).toMatch(/\bzone gateway \d+k;/);
    expect(gatewayGroup).toMatch(/\bserver gateway:3000 resolve\b/);
    expect(nginxConf).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s\b/m);
    const version = /^nginx:(\d+)\.(\d+)(?:\.(\d+))?-alpine$/.exec(compose.services.lb.image ?? '');
    expect(version, compose.services.lb.image).not.toBeNull();
    const [major, minor, patch] = (version ?? []).slice(1).map((part) => Number(part ?? 99));
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003);
  });

  it('points every gateway upstream at the sample upstreams service by default', () => {
    const env = compose.services.gateway.environment ?? {};
    for (const name of ['CONTENT_URL', 'SEARCH_URL', 'COLLECTION_URL', 'PRESCHINA_URL', 'NEWSLETTER_URL']) {
      expect(env[name]).toMatch(/^\$\{\w+:-http:\/\/upstreams:400\d\}$/);
    }
    // Browsers load images and the ticket store through the load balancer.
    expect(env.TICKETS_URL).toBe('${TICKETS_URL:-http://localhost:8080/ticket-store}');
    expect(nginxConf).toContain('location = /ticket-store { proxy_pass http://tickets/; }');
    expect(compose.services.upstreams.command).toEqual(['node', '--enable-source-maps', 'dist/upstreams/main.js']);
  });

  it('lets Prometheus reach each replica\'s metrics inside the network, never through a published port', () => {
    const gateway = compose.services.gateway;
    expect(gateway.expose).toContain('9464');
    expect(gateway.ports).toBeUndefined();
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/METRICS_PORT=9464/);
    expect(nginxConf).not.toContain('9464');
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');

  it('builds in stages and runs as a non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it('builds and runs on Node.js 24, the version CI tests', () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:24[.-]/);
    const pinned = readFileSync('.node-version', 'utf8').trim();
    expect(pinned.split('.')[0]).toBe('24');
  });

  it('runs compiled JavaScript with source maps, behind an init that forwards signals', () => {
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\/main\.js"\]$/m);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    for (const name of ['gateway', 'upstreams']) expect(compose.services[name].command?.slice(0, 2)).toEqual(['node', '--enable-source-maps']);
  });

  it('copies no TypeScript sources into the runtime stage, and only production dependencies', () => {
    const { copies } = runtimeStage(dockerfile);
    const typescriptUnder = (path: string): string[] =>
      statSync(path).isDirectory() ? readdirSync(path).flatMap((entry) => typescriptUnder(join(path, entry))) : /\.tsx?$/.test(path) ? [path] : [];
    const fromContext = copies.filter((copy) => copy.stage === null).flatMap((copy) => copy.sources);
    expect(fromContext.length).toBeGreaterThan(0);
    expect(fromContext.flatMap(typescriptUnder)).toEqual([]);
    const dependencies = copies.find((copy) => copy.sources.some((source) => source.endsWith('/node_modules')));
    const installedBy = dockerfile.split(/^FROM /m).find((stage) => stage.split('\n')[0].endsWith(` AS ${dependencies?.stage ?? '?'}`));
    expect(installedBy).toMatch(/^RUN npm ci --omit=dev /m);
    // From the build stage, its output alone.
    expect(copies.filter((copy) => copy.stage === 'build').flatMap((copy) => copy.sources)).toEqual(['/app/dist']);
  });
});
