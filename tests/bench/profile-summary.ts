/**
 * Where a gateway's CPU went: reads the V8 CPU profiles `BENCH_CPU_PROF=<dir> npm run bench` wrote
 * and prints self time by function and by package (or our own file), and total time (self and
 * callees) of the functions that match a pattern.
 *
 *   node --import tsx tests/bench/profile-summary.ts <file.cpuprofile> [top=30] [pattern]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument, pattern] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top] [pattern]');
const top = Number(topArgument ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const self = new Map<number, number>();
profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// Percentages are of the time the process was busy: idle samples say nothing of where work went,
// and the profiler's own stop (the inspector's `post`, as the bench's processes write their profile) is no part of it.
const idle = profile.nodes.filter((node) => node.callFrame.functionName === '(idle)' || node.callFrame.url === 'node:inspector').map((node) => node.id);
for (const id of idle) self.delete(id);
const total = [...self.values()].reduce((sum, micros) => sum + micros, 0);

/** A package under node_modules, our own file under the repository, or Node's internals. */
function placeOf(url: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1] ?? url;
  if (url.startsWith('node:') || url === '') return url || '(native)';
  return url.replace(/^file:\/\/.*?\/(server|client|dist|tests)\//, '$1/');
}
const where = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${placeOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

function tally(key: (node: ProfileNode) => string): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const [id, micros] of self) {
    const node = nodes.get(id);
    if (node) sums.set(key(node), (sums.get(key(node)) ?? 0) + micros);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
}

const percent = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s busy`);
console.log('\nself time by package or file');
for (const [name, micros] of tally((node) => placeOf(node.callFrame.url))) console.log(`${percent(micros)}  ${name}`);
console.log('\nself time by function');
for (const [name, micros] of tally(where)) console.log(`${percent(micros)}  ${name}`);

if (pattern) {
  // Total time: a function's own samples and its callees', counted once per stack (recursion included once).
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const matcher = new RegExp(pattern);
  const totals = new Map<string, number>();
  for (const [id, micros] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (!node) break;
      const name = where(node);
      if (!seen.has(name) && matcher.test(name)) totals.set(name, (totals.get(name) ?? 0) + micros);
      seen.add(name);
    }
  }
  console.log(`\ntotal time of functions matching /${pattern}/`);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${percent(micros)}  ${name}`);
}
