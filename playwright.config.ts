import { defineConfig, devices } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from './tests/e2e/support/preview';

/** The gateway port of the browser tests; E2E_PORT moves it when 3100 is taken. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
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
  reporter: process.env.CI ? 'line' : 'list',
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
    // Every browser test signs up from one address: the newsletter's per-client limit is raised for them.
    env: { PORT: String(PORT), HOST: '127.0.0.1', MUSEUM_NOW: '2026-11-22T10:00:00-05:00', LOG_LEVEL: 'warn', NEWSLETTER_RATE_LIMIT: '1000/600', PREVIEW_SECRET: E2E_PREVIEW_SECRET },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
