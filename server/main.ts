import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startUpstreams } from '../upstreams/start';
import type { RunningUpstreams } from '../upstreams/start';
import { buildApp } from './app';
import type { GatewayConfig } from './config';
import { ConfigError, loadConfig, missingUpstreams, SAMPLE_PORTS, withUpstreamUrls } from './config';
import { gracefulShutdown } from './shutdown';

/** Where this gateway is reached from the same machine (the samples' webhook calls it there). */
function ownUrl(config: GatewayConfig): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Starts the sample upstreams for every upstream whose URL is not configured. A sample content
 * service sends its changes to this gateway's webhook, signed with CONTENT_WEBHOOK_SECRET or, when
 * none is set, a secret made for this run: publish to live works out of the box.
 */
async function withSampleUpstreams(config: GatewayConfig): Promise<{ config: GatewayConfig; samples: RunningUpstreams | null }> {
  const missing = missingUpstreams(config);
  if (missing.length === 0) return { config, samples: null };
  const webhookSecret = missing.includes('content') ? (config.publishing.webhookSecret ?? randomBytes(24).toString('base64url')) : config.publishing.webhookSecret;
  const samples = await startUpstreams({
    now: config.museumNowText ?? undefined,
    ports: SAMPLE_PORTS,
    only: missing,
    previewToken: config.content.previewToken,
    collectionToken: config.collection.token,
    newsletterToken: config.newsletter.token,
    feedbackToken: config.feedback.token,
    contentWebhook: webhookSecret === null ? undefined : { urls: [`${ownUrl(config)}/hooks/content`], secret: webhookSecret },
  });
  const started = Object.fromEntries(missing.map((name) => [name, samples.urls[name]]));
  return { config: { ...withUpstreamUrls(config, started), publishing: { ...config.publishing, webhookSecret } }, samples };
}

async function main(): Promise<void> {
  let loaded: GatewayConfig;
  try {
    loaded = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { config, samples } = await withSampleUpstreams(loaded);
  const app: FastifyInstance = await buildApp(config);
  if (samples) {
    const started = missingUpstreams(loaded).map((name) => `${name}=${samples.urls[name]}`);
    app.log.info({ upstreams: started }, `started sample upstreams (no URL configured): ${started.join(', ')}`);
  }

  const shutdown = gracefulShutdown(app, { ...config.shutdown, afterClose: async () => samples?.close() });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const metrics = await app.gateway.observability.serveMetrics();
  if (metrics) app.log.info({ metrics }, `metrics at http://${metrics.address}:${metrics.port}/metrics`);
  await app.listen({ host: config.host, port: config.port });
}

await main();
