/** Messages between the bench orchestrators (tests/bench/run.ts, tests/bench/chain.ts) and the processes they fork. */
import type { UpstreamCall } from '../../../upstreams/start';

/** `calls`: the upstream calls recorded since the last such question (the recorder forgets them once told); `faults`: the soak's faults begin. */
export type ToChild = { type: 'cpu' } | { type: 'stop' } | { type: 'calls' } | { type: 'faults' };
export type FromChild =
  | { type: 'ready'; origin: string; urls?: Record<string, string> }
  | { type: 'cpu'; micros: number }
  | { type: 'calls'; calls: UpstreamCall[] };

/**
 * Answers the orchestrator's questions about this process: its own CPU time, when to stop, and
 * (when `calls` is given) the upstream calls it recorded.
 */
export function serveOrchestrator(stop: () => Promise<void>, calls?: () => UpstreamCall[]): void {
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: usage.user + usage.system } satisfies FromChild);
    } else if (message.type === 'stop') {
      void stop().then(() => process.exit(0));
    } else if (message.type === 'calls' && calls) {
      process.send?.({ type: 'calls', calls: calls() } satisfies FromChild);
    }
  });
}

export function announce(message: FromChild): void {
  process.send?.(message);
}
