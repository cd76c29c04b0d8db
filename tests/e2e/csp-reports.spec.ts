import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { gatewayMetric } from './support/metrics';

const REPORTED = 'gateway_csp_reports_total';

// The site's Content-Security-Policy reports what it blocks in visitors' browsers, so a policy that
// breaks something is seen. These tests browse over plain HTTP, where browsers report to report-uri
// (tests/api/gateway/csp-reports.test.ts checks report-to, which pages served over HTTPS add).
test.describe('CSP violation reports', () => {
  test('a violation in Chromium reaches the gateway, which counts it by directive', async ({ page }) => {
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/csp-reports');
    const before = await gatewayMetric(REPORTED, { directive: 'img-src' });
    await gotoHydrated(page, '/visit');
    // An image from an origin the policy does not allow: the browser blocks it, says so, and reports it.
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
          const image = document.createElement('img');
          image.alt = '';
          image.src = 'https://blocked.invalid/pixel.gif';
          document.body.append(image);
        }),
    );
    expect(blocked).toBe('img-src');

    const report = await sent;
    expect(report.method()).toBe('POST');
    expect(report.headers()['content-type']).toBe('application/csp-report');
    expect((await report.response())?.status()).toBe(204);
    await expect.poll(() => gatewayMetric(REPORTED, { directive: 'img-src' })).toBeGreaterThan(before);
  });
});
