// Browsers' Content-Security-Policy violation reports: where pages send them, what the gateway
// takes (both formats), what it refuses (size, rate, shape, type), and how it counts and logs them.
import { describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { parseMetrics, sampleValue } from '../../support/prometheus';
import { renderingGateways } from '../../support/rendering-gateways';

interface LogLine {
  msg: string;
  cspViolation?: { directive: string; blocked: string; document: string; disposition: string; source?: string };
  reportsOfDirective?: number;
}

const gateways = renderingGateways();

async function gatewayWith(env: Record<string, string> = {}): Promise<{ gateway: TestGateway; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const gateway = await gateways.start({ env: { LOG_LEVEL: 'warn', ...env }, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
  return { gateway, lines };
}

async function counted(gateway: TestGateway, name: string, labels: Record<string, string>): Promise<number> {
  return sampleValue(parseMetrics(await gateway.app.gateway.observability.metrics.text()), name, labels);
}

/** What `report-uri` sends (Chromium's fields, as of version 130). */
function legacyReport(directive: string, blocked: string): string {
  return JSON.stringify({
    'csp-report': {
      'document-uri': 'https://museum.example/visit?utm_source=mail',
      referrer: '',
      'violated-directive': directive,
      'effective-directive': directive,
      'original-policy': "default-src 'self'; report-uri /csp-reports",
      disposition: 'enforce',
      'blocked-uri': blocked,
      'status-code': 200,
      'script-sample': '',
      'source-file': 'https://museum.example/assets/index-abc.js?v=1',
      'line-number': 12,
      'column-number': 3,
    },
  });
}

/** What the Reporting API sends: a batch, perhaps with reports of other types. */
function reportingBatch(directives: string[]): string {
  return JSON.stringify([
    ...directives.map((directive) => ({
      type: 'csp-violation',
      age: 10,
      url: 'https://museum.example/calendar',
      user_agent: 'Mozilla/5.0',
      body: { documentURL: 'https://museum.example/calendar', effectiveDirective: directive, blockedURL: 'inline', disposition: 'enforce', statusCode: 200, sample: '' },
    })),
    { type: 'deprecation', age: 3, url: 'https://museum.example/', user_agent: 'Mozilla/5.0', body: { id: 'x', message: 'old API' } },
  ]);
}

describe('CSP violation reports', () => {
  it('are asked for by every page: report-uri, and report-to through Reporting-Endpoints when the site is served over HTTPS', async () => {
    const { gateway: overHttps } = await gatewayWith({ PUBLIC_ORIGIN: 'https://museum.example' });
    const page = await overHttps.http().get('/visit').set('accept', 'text/html').expect(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain('report-uri /csp-reports');
    expect(page.headers['reporting-endpoints']).toBe('csp-endpoint="/csp-reports"');
    // Only documents have a policy to report on.
    const json = await overHttps.graphql('{ alerts { id } }').expect(200);
    expect(json.headers['reporting-endpoints']).toBeUndefined();

    // Over plain HTTP Chromium ignores Reporting-Endpoints but would still let report-to silence report-uri: report-uri alone.
    const { gateway: overHttp } = await gatewayWith({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    const plain = await overHttp.http().get('/visit').set('accept', 'text/html').expect(200);
    expect(String(plain.headers['content-security-policy'])).toContain('report-uri /csp-reports');
    expect(String(plain.headers['content-security-policy'])).not.toContain('report-to');
    expect(plain.headers['reporting-endpoints']).toBeUndefined();
  });

  it('takes both formats, counts each violation by directive, and logs one in every CSP_REPORT_LOG_EVERY, without query strings', async () => {
    const { gateway, lines } = await gatewayWith({ CSP_REPORT_LOG_EVERY: '3' });
    for (let i = 0; i < 4; i += 1) {
      const answer = await gateway.http().post('/csp-reports').set('content-type', 'application/csp-report').send(legacyReport('img-src', 'https://tracker.example/pixel.gif?token=secret')).expect(204);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    await gateway.http().post('/csp-reports').set('content-type', 'application/reports+json').send(reportingBatch(['script-src-elem', 'img-src', 'img-src'])).expect(204);
    // Some browsers send the report-uri format as plain JSON.
    await gateway.http().post('/csp-reports').set('content-type', 'application/json').send(legacyReport('frame-src', 'https://player.example/embed')).expect(204);

    expect(await counted(gateway, 'gateway_csp_reports_total', { directive: 'img-src' })).toBe(6);
    expect(await counted(gateway, 'gateway_csp_reports_total', { directive: 'script-src-elem' })).toBe(1);
    expect(await counted(gateway, 'gateway_csp_reports_total', { directive: 'frame-src' })).toBe(1);
    expect(await counted(gateway, 'gateway_csp_reports_total', {})).toBe(8);

    const logged = lines.filter((line) => line.cspViolation);
    // img-src: its 1st and 4th reports (one in three); the others' first.
    expect(logged.map((line) => [line.cspViolation?.directive, line.reportsOfDirective])).toEqual([
      ['img-src', 1],
      ['img-src', 4],
      ['script-src-elem', 1],
      ['frame-src', 1],
    ]);
    expect(logged[0]?.cspViolation).toEqual({
      directive: 'img-src',
      blocked: 'https://tracker.example/pixel.gif',
      document: 'https://museum.example/visit',
      disposition: 'enforce',
      source: 'https://museum.example/assets/index-abc.js:12',
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(logged[2]?.cspViolation?.blocked).toBe('inline');
  });

  it('refuses a body over CSP_REPORT_MAX_BYTES, another media type, and anything that is not a report, counting each by reason', async () => {
    const { gateway } = await gatewayWith({ CSP_REPORT_MAX_BYTES: '2048' });
    const padded = JSON.stringify({ 'csp-report': { 'document-uri': 'https://museum.example/', 'effective-directive': 'img-src', 'script-sample': 'x'.repeat(4000) } });
    await gateway.http().post('/csp-reports').set('content-type', 'application/csp-report').send(padded).expect(413);
    await gateway.http().post('/csp-reports').set('content-type', 'text/plain').send('img-src blocked').expect(415);
    await gateway.http().post('/csp-reports').set('content-type', 'application/csp-report').send('{"csp-report": ').expect(400);
    await gateway.http().post('/csp-reports').set('content-type', 'application/csp-report').send('{"hello": "world"}').expect(400);
    await gateway.http().post('/csp-reports').set('content-type', 'application/reports+json').send('[]').expect(400);
    await gateway.http().post('/csp-reports').set('content-type', 'application/json').send('{"__proto__": {"polluted": true}, "csp-report": {}}').expect(400);
    await gateway.http().post('/csp-reports').expect(400);

    expect(await counted(gateway, 'gateway_csp_reports_refused_total', { reason: 'too-large' })).toBe(1);
    expect(await counted(gateway, 'gateway_csp_reports_refused_total', { reason: 'unsupported-type' })).toBe(1);
    expect(await counted(gateway, 'gateway_csp_reports_refused_total', { reason: 'malformed' })).toBe(5);
    expect(await counted(gateway, 'gateway_csp_reports_total', {})).toBe(0);
  });

  it('limits each client with a budget of its own, apart from its budget for pages', async () => {
    const { gateway } = await gatewayWith({ CSP_REPORT_RATE_LIMIT: '3/60', RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '600000' });
    const report = () => gateway.http().post('/csp-reports').set('content-type', 'application/csp-report').send(legacyReport('img-src', 'https://tracker.example/x.gif'));
    for (let i = 0; i < 3; i += 1) await report().expect(204);
    const refused = await report().expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(await counted(gateway, 'gateway_csp_reports_refused_total', { reason: 'rate-limited' })).toBe(1);
    expect(await counted(gateway, 'gateway_csp_reports_total', {})).toBe(3);
    // Another client has its own budget; the reports used none of this client's page budget.
    await gateway.http().post('/csp-reports').set('x-forwarded-for', '198.51.100.7').set('content-type', 'application/csp-report').send(legacyReport('img-src', 'https://tracker.example/x.gif')).expect(204);
    await gateway.graphql('{ alerts { id } }').expect(200);
    await gateway.graphql('{ alerts { id } }').expect(200);
  });
});
