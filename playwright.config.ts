import { defineConfig, devices } from '@playwright/test';
import { E2E_METRICS_PORT, E2E_PORT as PORT } from './tests/e2e/support/metrics';
import { E2E_PREVIEW_SECRET } from './tests/e2e/support/preview';

const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests against the built site (`npm run build` first) served by the real gateway, which
 * reads the sample upstreams started on free ports by tests/e2e/support/gateway.ts (so a dev
 * server on the default ports does not clash). The museum clock is pinned.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  // Every test opens its own page and context, so tests of one file may share out over the workers
  // (the long a11y file would otherwise keep one worker busy while the other idles).
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Budgets for waiting on states, not expected durations: a loaded 2-core machine (or
  // `npm run test:e2e:loaded`) may take this long to hydrate a page or run axe.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // In CI, dots and then every failure in full at the end, where a truncated log still shows them.
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx tests/e2e/support/gateway.ts',
    url: `${baseURL}/test`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The site's public origin is the address the tests browse, as it is in production.
      PUBLIC_ORIGIN: baseURL,
      MUSEUM_NOW: '2026-11-22T10:00:00-05:00',
      LOG_LEVEL: 'warn',
      // Every browser test signs up and sends feedback from one address: those per-client limits are raised for them.
      NEWSLETTER_RATE_LIMIT: '1000/600',
      FEEDBACK_RATE_LIMIT: '1000/600',
      // These tests check pages, not the gateway's self-protection (tests/api does): on a shared,
      // loaded machine, with the sample upstreams in the gateway's process, the production
      // deadlines, lag-based shedding and per-address limit (every test is one address) would
      // turn slowness into failures.
      REQUEST_DEADLINE_MS: '30000',
      UPSTREAM_TIMEOUT_MS: '20000',
      SHED_EVENT_LOOP_DELAY_MS: '600000',
      RATE_LIMIT_MAX: '0',
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      // Tests read what the gateway counted (CSP reports) from its metrics listener.
      METRICS_HOST: '127.0.0.1',
      METRICS_PORT: String(E2E_METRICS_PORT),
      // No page view is sampled for real-user monitoring by chance: its test (rum.spec.ts) samples its own.
      RUM_SAMPLE_RATE: '0',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
