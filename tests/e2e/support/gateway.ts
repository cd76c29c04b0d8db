// Starts the sample upstreams on free ports, points the gateway at them through its environment,
// then runs the gateway as production does: compiled, from dist/server/main.js (`npm run build`
// first). Free ports keep e2e runs from clashing with a dev server that holds the default upstream
// ports 4001–4008.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startUpstreams } from '../../../upstreams/start';

const compiled = resolve('dist/server/main.js');
if (!existsSync(compiled)) throw new Error('The gateway is not built: run `npm run build` first (npm test does).');
const running = await startUpstreams({ now: process.env.MUSEUM_NOW });
for (const [name, url] of Object.entries(running.urls)) {
  process.env[`${name.toUpperCase()}_URL`] = url;
}
await import(pathToFileURL(compiled).href);
