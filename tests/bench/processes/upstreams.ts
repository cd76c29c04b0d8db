// The sample upstreams in a process of their own, so the gateway's CPU time is the gateway's alone.
// BENCH_UPSTREAM_LATENCY_MS adds that much latency to every upstream answer (a remote service).
import { startUpstreams } from '../../../upstreams/start';
import { announce, serveOrchestrator } from './ipc';

const running = await startUpstreams({ now: process.env.MUSEUM_NOW, latencyMs: Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 0) });
serveOrchestrator(() => running.close());
announce({ type: 'ready', origin: running.urls.content, urls: running.urls });
