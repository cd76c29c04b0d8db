import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { parse } from 'yaml';

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
    expect(compose.services.upstreams.command).toEqual(['node', '--import', 'tsx', 'upstreams/main.ts']);
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
});
