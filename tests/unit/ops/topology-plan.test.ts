import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageEnvironment, interpolate, rewriteAddresses } from '../../topology/compose';
import { planTopology } from '../../topology/plan';

describe('the topology test reads the compose file as Compose does', () => {
  it('interpolates ${VAR:-default}, ${VAR-default}, ${VAR}, $VAR and $$', () => {
    const env = { SET: 'value', EMPTY: '' };
    expect(interpolate('${SET:-x} ${EMPTY:-x} ${UNSET:-x}', env)).toBe('value x x');
    expect(interpolate('${EMPTY-x} ${UNSET-x}', env)).toBe(' x');
    expect(interpolate('$SET/${SET}/${UNSET}', env)).toBe('value/value/');
    expect(interpolate('$$host costs $$5', env)).toBe('$host costs $5');
  });

  it("reads the runtime image's ENV", () => {
    expect(imageEnvironment(readFileSync('Dockerfile', 'utf8'))).toEqual({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000', METRICS_PORT: '9464' });
  });

  it('rewrites service addresses, listing every replica in nginx server lines', () => {
    const addresses = new Map([
      ['gateway:3000', ['127.0.0.1:5001', '127.0.0.1:5002']],
      ['upstreams:4001', ['127.0.0.1:5003']],
    ]);
    expect(rewriteAddresses('upstream gateway { zone gateway 64k; server gateway:3000 resolve max_fails=0; keepalive 32; }', addresses)).toBe(
      'upstream gateway { zone gateway 64k; server 127.0.0.1:5001 max_fails=0; server 127.0.0.1:5002 max_fails=0; keepalive 32; }',
    );
    expect(rewriteAddresses('http://upstreams:4001/v1 and http://other:4001', addresses)).toBe('http://127.0.0.1:5003/v1 and http://other:4001');
    expect(() => rewriteAddresses('http://gateway:3000', addresses)).toThrow(/runs 2 times/);
  });

  it('plans every service from docker-compose.yml, with no Docker hostname or fixed port left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'museum-plan-'));
    try {
      const plan = await planTopology('.', dir, { MUSEUM_NOW: '2026-11-22T10:00:00-05:00' }, '/usr/sbin/nginx');
      expect(plan.gateways).toHaveLength(2);
      expect(plan.upstreams.args).toEqual(['--enable-source-maps', 'dist/upstreams/main.js']);
      expect(plan.redis.args.slice(0, 3)).toEqual(['--save', '', '--appendonly']);
      const [first, second] = plan.gateways.map((gateway) => gateway.env);
      expect(first.REDIS_URL).toBe(`redis://127.0.0.1:${plan.ports.redis}`);
      expect(first.CONTENT_URL).toBe(`http://127.0.0.1:${plan.ports.upstreams.content}`);
      expect(first.TICKETS_URL).toBe(`http://127.0.0.1:${plan.ports.lb}/ticket-store`);
      expect(first.MUSEUM_NOW).toBe('2026-11-22T10:00:00-05:00');
      expect(first.NODE_ENV).toBe('production');
      expect(new Set([first.PORT, second.PORT, first.METRICS_PORT, second.METRICS_PORT]).size).toBe(4);
      for (const env of [first, second, plan.upstreams.env]) expect(JSON.stringify(env)).not.toMatch(/\/\/(upstreams|redis|gateway|localhost):/);

      const site = readFileSync(join(dir, 'site.conf'), 'utf8');
      expect(site).toContain(`listen 127.0.0.1:${plan.ports.lb};`);
      for (const gateway of plan.ports.gateways) expect(site).toContain(`server 127.0.0.1:${gateway.port} max_fails=0;`);
      expect(site).not.toMatch(/server (gateway|upstreams):/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
