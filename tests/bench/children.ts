/** The bench's child processes as its orchestrators (run.ts, chain.ts) drive them, and the median they report. */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UpstreamCall } from '../../upstreams/start';
import type { FromChild, ToChild } from './processes/ipc';

const here = dirname(fileURLToPath(import.meta.url));

export interface Child {
  process: ChildProcess;
  origin: string;
  urls?: Record<string, string>;
}

/** Forks one of the bench's processes (TypeScript through tsx) and waits for it to say it listens. */
export function start(name: string, env: Record<string, string> = {}, execArgv: string[] = []): Promise<Child> {
  const child = fork(`${here}/processes/${name}.ts`, { execArgv: ['--import', 'tsx', ...execArgv], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)));
    child.on('message', function ready(message: FromChild) {
      if (message.type !== 'ready') return;
      child.off('message', ready);
      child.removeAllListeners('exit');
      resolve({ process: child, origin: message.origin, urls: message.urls });
    });
  });
}

/** Asks a child one question and resolves with its answer of the same type. */
function ask<T extends FromChild['type']>(child: Child, type: T & ToChild['type']): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve) => {
    child.process.on('message', function answer(message: FromChild) {
      if (message.type !== type) return;
      child.process.off('message', answer);
      resolve(message as Extract<FromChild, { type: T }>);
    });
    child.process.send({ type } satisfies ToChild);
  });
}

/** The child's own CPU time so far (user + system), in microseconds. */
export async function cpuOf(child: Child): Promise<number> {
  return (await ask(child, 'cpu')).micros;
}

/** The upstream calls the upstreams' process recorded since the last time it was asked (BENCH_RECORD_CALLS=1). */
export async function callsOf(child: Child): Promise<UpstreamCall[]> {
  return (await ask(child, 'calls')).calls;
}

export function stop(child: Child): Promise<void> {
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.send({ type: 'stop' } satisfies ToChild);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The environment of a bench gateway pointed at the upstreams' process: production mode, the
 * museum clock pinned, and none of its per-client limits (the bench is one client address on a busy
 * machine: they would answer instead of the gateway).
 */
export function gatewayEnv(upstreams: readonly Child[], museumNow: string): Record<string, string> {
  return {
    MUSEUM_NOW: museumNow,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...Object.fromEntries(upstreams.flatMap((child) => Object.entries(child.urls ?? {})).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
    RATE_LIMIT_MAX: '1000000000',
    SHED_EVENT_LOOP_DELAY_MS: '600000',
  };
}

/** Whether BENCH_ONLY (a pattern of scenario names, case-insensitive) picks the scenario `name`; all are picked without it. */
export function wanted(name: string): boolean {
  return !process.env.BENCH_ONLY || new RegExp(process.env.BENCH_ONLY, 'i').test(name);
}

/** Node's flags that make a process write a V8 CPU profile to BENCH_CPU_PROF (a directory) when it stops; none without it. */
export function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** Writes a bench's JSON report (dated) at `path`, making its folder. */
export function writeReport(path: string, report: Record<string, unknown>): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
  console.log(`report written to ${path}`);
}
