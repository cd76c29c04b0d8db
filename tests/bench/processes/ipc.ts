/** Messages between the bench orchestrators (tests/bench/run.ts, tests/bench/chain.ts) and the processes they fork. */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { UpstreamCall } from '../../../upstreams/start';

/**
 * `calls`: the upstream calls recorded since the last such question (the recorder forgets them once
 * told). `profile`: start a V8 CPU profile now, written to BENCH_CPU_PROF when the process stops —
 * the measured runs only, not start-up or warm-up. `serve`: answer GET `path` with these bytes and
 * headers (the baseline's raw route for a scenario's own bytes). `faults`: the soak's faults begin.
 */
export type ToChild =
  | { type: 'cpu' }
  | { type: 'stop' }
  | { type: 'calls' }
  | { type: 'faults' }
  | { type: 'profile' }
  | { type: 'serve'; path: string; body: string; headers: Record<string, string> };
export type FromChild =
  | { type: 'ready'; origin: string; urls?: Record<string, string> }
  | { type: 'cpu'; micros: number }
  | { type: 'calls'; calls: UpstreamCall[] }
  | { type: 'profile' }
  | { type: 'serve' };

export interface OrchestratorHooks {
  /** The upstream calls recorded since the last question (the upstreams' process). */
  calls?: () => UpstreamCall[];
  /** Starts answering GET `path` with `body` (base64) and `headers` (the baseline's process). */
  serve?: (path: string, body: Buffer, headers: Record<string, string>) => void;
}

/** The profile under way, written to `dir` (named for this process's role and id) when the process stops. */
async function profiler(dir: string, role: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(dir, `${role}-${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

/**
 * Answers the orchestrator's questions about this process (`role` names its profile): its own CPU
 * time, when to stop, when to start profiling, and what `hooks` add.
 */
export function serveOrchestrator(role: string, stop: () => Promise<void>, hooks: OrchestratorHooks = {}): void {
  let writeProfile: (() => Promise<void>) | null = null;
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: usage.user + usage.system } satisfies FromChild);
    } else if (message.type === 'stop') {
      void (writeProfile?.() ?? Promise.resolve()).then(stop).then(() => process.exit(0));
    } else if (message.type === 'calls' && hooks.calls) {
      process.send?.({ type: 'calls', calls: hooks.calls() } satisfies FromChild);
    } else if (message.type === 'profile') {
      const dir = process.env.BENCH_CPU_PROF;
      void (dir && !writeProfile ? profiler(dir, role) : Promise.resolve(writeProfile)).then((write) => {
        writeProfile = write;
        process.send?.({ type: 'profile' } satisfies FromChild);
      });
    } else if (message.type === 'serve' && hooks.serve) {
      hooks.serve(message.path, Buffer.from(message.body, 'base64'), message.headers);
      process.send?.({ type: 'serve' } satisfies FromChild);
    }
  });
}

export function announce(message: FromChild): void {
  process.send?.(message);
}
