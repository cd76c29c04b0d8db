/**
 * What the chain measurement (tests/bench/chain.ts) computes from the upstream calls one request
 * made: the longest dependent chain and how many calls asked the same thing.
 */

/** One upstream call as the upstream saw it: arrival and answer sent, in ms on one clock. */
export interface CallInterval {
  startedAt: number;
  endedAt: number;
}

export interface Chain<T extends CallInterval> {
  /** The calls of the chain, in order: each started after the one before it had ended. */
  calls: T[];
  /** The upstreams' own time along the chain: the sum of its calls' durations, which no gateway can answer faster than. */
  upstreamMs: number;
}

const duration = (call: CallInterval) => call.endedAt - call.startedAt;

/**
 * The longest dependent chain of `calls`: the sequence of calls, each starting after the previous
 * one ended, whose durations sum highest (ties: the one with more calls). Calls that overlap ran in
 * parallel and never share a chain. An empty list has an empty chain.
 */
export function longestChain<T extends CallInterval>(calls: readonly T[]): Chain<T> {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt || a.endedAt - b.endedAt);
  // best[i]: the heaviest chain ending with sorted[i] (its weight, length and predecessor).
  const best: Array<{ weight: number; length: number; previous: number }> = [];
  sorted.forEach((call, index) => {
    let entry = { weight: duration(call), length: 1, previous: -1 };
    for (let before = 0; before < index; before += 1) {
      const candidate = best[before];
      const earlier = sorted[before];
      if (!candidate || !earlier || earlier.endedAt > call.startedAt) continue;
      const weight = candidate.weight + duration(call);
      if (weight > entry.weight || (weight === entry.weight && candidate.length + 1 > entry.length)) entry = { weight, length: candidate.length + 1, previous: before };
    }
    best.push(entry);
  });
  let last = -1;
  best.forEach((entry, index) => {
    const current = best[last];
    if (!current || entry.weight > current.weight || (entry.weight === current.weight && entry.length > current.length)) last = index;
  });
  const chain: T[] = [];
  for (let index = last; index >= 0; index = best[index]?.previous ?? -1) {
    const call = sorted[index];
    if (call) chain.unshift(call);
  }
  return { calls: chain, upstreamMs: chain.reduce((sum, call) => sum + duration(call), 0) };
}

/** How many calls asked each distinct thing (`keyOf`): one per key means every concurrent asker shared one call. */
export function callsPerKey<T>(calls: readonly T[], keyOf: (call: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const key = keyOf(call);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
