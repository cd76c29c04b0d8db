import { parseMetrics, sampleValue } from '../../support/prometheus';

/** The browser tests' gateway port (E2E_PORT, default 3100), as playwright.config.ts reads it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where that gateway serves its metrics (E2E_METRICS_PORT, default the gateway's port + 1000). */
export const E2E_METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? E2E_PORT + 1000);

/** The sum of the gateway's samples named `name` whose labels include `labels`, scraped now. */
export async function gatewayMetric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${E2E_METRICS_PORT}/metrics`);
  if (!response.ok) throw new Error(`the gateway's metrics answered ${response.status}`);
  return sampleValue(parseMetrics(await response.text()), name, labels);
}
