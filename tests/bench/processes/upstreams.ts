// The sample upstreams in a process of their own, so the gateway's CPU time is the gateway's alone.
// BENCH_UPSTREAM_LATENCY_MS adds that much latency to every upstream answer (a remote service);
// BENCH_RECORD_CALLS=1 records every call (upstream, path, body, arrival, answer sent) for the
// orchestrator to collect (the chain measurement, tests/bench/chain.ts); BENCH_UPSTREAMS_ONLY
// (comma-separated names) starts only those, so each service can have a process (an event loop) of its own;
// BENCH_WEBHOOK_URL (with CONTENT_WEBHOOK_SECRET) is where the content service sends its changes (tests/bench/publish.ts).
import type { UpstreamCall, UpstreamName } from '../../../upstreams/start';
import { UPSTREAM_NAMES, startUpstreams } from '../../../upstreams/start';
import { announce, serveOrchestrator } from './ipc';

let recorded: UpstreamCall[] = [];
const record = process.env.BENCH_RECORD_CALLS === '1';
const only = process.env.BENCH_UPSTREAMS_ONLY?.split(',').filter((name): name is UpstreamName => (UPSTREAM_NAMES as readonly string[]).includes(name));
const running = await startUpstreams({
  now: process.env.MUSEUM_NOW,
  only,
  latencyMs: Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 0),
  ...(process.env.BENCH_WEBHOOK_URL ? { contentWebhook: { urls: [process.env.BENCH_WEBHOOK_URL], secret: process.env.CONTENT_WEBHOOK_SECRET ?? null } } : {}),
  ...(record ? { onCall: (call: UpstreamCall) => recorded.push(call) } : {}),
});
serveOrchestrator('upstreams', () => running.close(), {
  calls: () => {
    const calls = recorded;
    recorded = [];
    return calls;
  },
});
announce({ type: 'ready', origin: Object.values(running.urls)[0] ?? '', urls: running.urls });
