// The baseline of every ratio: a plain Fastify 5 JSON route, nothing registered, logging off.
import Fastify from 'fastify';
import { BASELINE_PAYLOAD } from '../scenarios';
import { announce, serveOrchestrator } from './ipc';

const app = Fastify({ logger: false });
app.get('/baseline', async () => BASELINE_PAYLOAD);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('baseline is not listening on TCP');
serveOrchestrator(() => app.close());
announce({ type: 'ready', origin: `http://127.0.0.1:${address.port}` });
