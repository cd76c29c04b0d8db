// Starts the sample upstreams on free ports, points the gateway at them through its environment,
// then runs the real gateway entry (server/main.ts). Free ports keep e2e runs from clashing with a
// dev server that holds the default upstream ports 4001–4005.
import { startUpstreams } from '../../../upstreams/start';

const running = await startUpstreams({ now: process.env.MUSEUM_NOW });
for (const [name, url] of Object.entries(running.urls)) {
  process.env[`${name.toUpperCase()}_URL`] = url;
}
await import('../../../server/main');
