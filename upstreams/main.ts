// `npm run upstreams`: the sample upstreams on their default ports, for a gateway run elsewhere
// (Docker Compose, or `npm start` with the *_URL variables set).
import { DEFAULT_UPSTREAM_PORTS, startUpstreams, UPSTREAM_NAMES } from './start';

const host = process.env.UPSTREAMS_HOST ?? '127.0.0.1';
const ports = Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, Number(process.env[`${name.toUpperCase()}_PORT`] ?? DEFAULT_UPSTREAM_PORTS[name])]));
// The content service's webhook: each committed change is sent to every URL, signed with the secret
// (the gateway takes signed calls only: without a secret nothing is sent).
const webhookSecret = process.env.CONTENT_WEBHOOK_SECRET?.trim() || null;
const webhookUrls = webhookSecret === null ? [] : (process.env.CONTENT_WEBHOOK_URL ?? '').split(',').map((url) => url.trim()).filter(Boolean);
const running = await startUpstreams({
  host,
  ports,
  logger: process.env.LOG_LEVEL === 'debug',
  editorToken: process.env.CONTENT_EDITOR_TOKEN?.trim() || undefined,
  contentWebhook: webhookUrls.length > 0 ? { urls: webhookUrls, secret: webhookSecret } : undefined,
});
for (const name of UPSTREAM_NAMES) console.log(`sample ${name} upstream listening on ${running.urls[name]}`);
if (webhookUrls.length > 0) console.log(`sample content changes are sent, signed, to ${webhookUrls.join(', ')}`);

const shutdown = () => void running.close().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
