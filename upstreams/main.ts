// `npm run upstreams`: the sample upstreams on their default ports, for a gateway run elsewhere
// (Docker Compose, or `npm start` with the *_URL variables set).
import { DEFAULT_UPSTREAM_PORTS, startUpstreams, UPSTREAM_NAMES } from './start';

const host = process.env.UPSTREAMS_HOST ?? '127.0.0.1';
const ports = Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, Number(process.env[`${name.toUpperCase()}_PORT`] ?? DEFAULT_UPSTREAM_PORTS[name])]));
const running = await startUpstreams({ host, ports, logger: process.env.LOG_LEVEL === 'debug' });
for (const name of UPSTREAM_NAMES) console.log(`sample ${name} upstream listening on ${running.urls[name]}`);

const shutdown = () => void running.close().then(() => process.exit(0));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
