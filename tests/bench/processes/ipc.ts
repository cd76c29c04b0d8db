/** Messages between the bench orchestrator (tests/bench/run.ts) and the processes it forks. */
export type ToChild = { type: 'cpu' } | { type: 'stop' };
export type FromChild = { type: 'ready'; origin: string; urls?: Record<string, string> } | { type: 'cpu'; micros: number };

/** Answers the orchestrator's questions about this process: its own CPU time, and when to stop. */
export function serveOrchestrator(stop: () => Promise<void>): void {
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: usage.user + usage.system } satisfies FromChild);
    } else if (message.type === 'stop') {
      void stop().then(() => process.exit(0));
    }
  });
}

export function announce(message: FromChild): void {
  process.send?.(message);
}
