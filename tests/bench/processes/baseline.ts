// The baseline of every ratio: a plain Fastify 5 route, nothing registered, logging off. `/baseline`
// answers a small JSON document; `/bytes/…` answers what the orchestrator gave it for that path
// (a scenario's own bytes and headers, so the ratio measures the server, not the payload).
import Fastify from 'fastify';
import { BASELINE_PAYLOAD } from '../scenarios';
import { announce, serveOrchestrator } from './ipc';

const served = new Map<string, { body: Buffer; headers: Record<string, string> }>();
const app = Fastify({ logger: false });
app.get('/baseline', async () => BASELINE_PAYLOAD);
app.get('/bytes/*', async (request, reply) => {
  const answer = served.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('baseline is not listening on TCP');
serveOrchestrator('baseline', () => app.close(), { serve: (path, body, headers) => served.set(path, { body, headers }) });
announce({ type: 'ready', origin: `http://127.0.0.1:${address.port}` });
