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
function ask<T extends FromChild['type'] & ToChild['type']>(child: Child, question: ToChild & { type: T }): Promise<Extract<FromChild, { type: T }>> {
  return new Promise((resolve) => {
    child.process.on('message', function answer(message: FromChild) {
      if (message.type !== question.type) return;
      child.process.off('message', answer);
      resolve(message as Extract<FromChild, { type: T }>);
    });
    child.process.send(question);
  });
}

/** The child's own CPU time so far (user + system), in microseconds. */
export async function cpuOf(child: Child): Promise<number> {
  return (await ask(child, { type: 'cpu' })).micros;
}

/** The upstream calls the upstreams' process recorded since the last time it was asked (BENCH_RECORD_CALLS=1). */
export async function callsOf(child: Child): Promise<UpstreamCall[]> {
  return (await ask(child, { type: 'calls' })).calls;
}

/** Starts the child's CPU profile of what follows (written to BENCH_CPU_PROF when it stops; nothing without it). */
export async function startProfile(child: Child): Promise<void> {
  await ask(child, { type: 'profile' });
}

/** Makes the baseline's process answer GET `path` with these bytes and headers. */
export async function serveBytes(child: Child, path: string, body: Buffer, headers: Record<string, string>): Promise<void> {
  await ask(child, { type: 'serve', path, body: body.toString('base64'), headers });
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

/** The load generator's address: it has an allowance of its own in the per-client rate limit. */
export const LOAD_GENERATOR_ADDRESS = '127.0.0.1';

/**
 * The environment of a bench gateway pointed at the upstreams' process: production mode and the
 * production defaults — load shedding on, the per-client rate limit on, logs at `info` — with the museum clock
 * pinned, and the one load-generator address given an allowance of its own
 * (`RATE_LIMIT_ALLOWANCES`), as ops give a trusted load generator or monitor: the limiter still
 * counts every request, so the bench pays what production pays.
 */
export function gatewayEnv(upstreams: readonly Child[], museumNow: string): Record<string, string> {
  return {
    MUSEUM_NOW: museumNow,
    NODE_ENV: 'production',
    ...Object.fromEntries(upstreams.flatMap((child) => Object.entries(child.urls ?? {})).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
    RATE_LIMIT_ALLOWANCES: `${LOAD_GENERATOR_ADDRESS}=1000000000`,
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
