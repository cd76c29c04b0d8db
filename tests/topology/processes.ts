import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** How to run one service instance: a command with its environment, like a container. */
export interface ProcessSpec {
  /** `gateway-1`, `redis`, …: names its log file. */
  name: string;
  command: string;
  args: readonly string[];
  env: Readonly<Record<string, string>>;
}

export interface Running {
  readonly spec: ProcessSpec;
  readonly pid: number;
  /** Resolves with the exit code (or the signal that ended it). */
  readonly exited: Promise<number | NodeJS.Signals>;
  signal(signal: NodeJS.Signals): void;
}

/** A free loopback port (the OS's choice), for one service to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/**
 * The topology's processes: each started with exactly its spec's environment (plus PATH), its
 * output in `<logDir>/<name>.log`. `stopAll` ends every process still running, whatever happened.
 */
export class Processes {
  private readonly running = new Set<ChildProcess>();
  private readonly onExit = () => {
    for (const child of this.running) child.kill('SIGKILL');
  };

  constructor(
    private readonly cwd: string,
    private readonly logDir: string,
  ) {
    // If the test run itself dies, nothing it started outlives it.
    process.once('exit', this.onExit);
  }

  start(spec: ProcessSpec): Running {
    const log = createWriteStream(join(this.logDir, `${spec.name}.log`), { flags: 'a' });
    const child = spawn(spec.command, spec.args, { cwd: this.cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...spec.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.running.add(child);
    const exited = new Promise<number | NodeJS.Signals>((resolve, reject) => {
      child.once('error', (error) => reject(new Error(`${spec.name} did not start (${spec.command}): ${error.message}`)));
      child.once('exit', (code, signal) => {
        this.running.delete(child);
        resolve(code ?? signal ?? 'SIGKILL');
      });
    });
    exited.catch(() => undefined);
    if (child.pid === undefined) throw new Error(`${spec.name} did not start (${spec.command})`);
    return { spec, pid: child.pid, exited, signal: (signal) => void child.kill(signal) };
  }

  /** The last lines a process wrote (for failure messages). */
  logTail(name: string, lines = 30): string {
    try {
      return readFileSync(join(this.logDir, `${name}.log`), 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Ends every process still running, the last started first (as Compose stops dependents first): SIGTERM, then SIGKILL after `graceMs`. */
  async stopAll(graceMs = 10_000): Promise<void> {
    for (const child of [...this.running].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    }
    process.off('exit', this.onExit);
  }
}

/** Polls `check` until it returns true; fails after `timeoutMs` naming what it waited for. Waits on states, never on time alone. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
      last = null;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}${last instanceof Error ? ` (last error: ${last.message})` : ''}`);
}

/** Whether `url` answers with `status` now. */
export async function answers(url: string, status = 200): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await response.arrayBuffer();
  return response.status === status;
}
