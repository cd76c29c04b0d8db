// The chain measurement's arithmetic (tests/bench/chain-analysis.ts): the longest dependent chain of
// a request's upstream calls, and the count of calls per distinct upstream request.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callsPerKey, longestChain } from '../../bench/chain-analysis';

const call = (name: string, startedAt: number, endedAt: number) => ({ name, startedAt, endedAt });

describe('longestChain()', () => {
  it('is empty for no calls', () => {
    expect(longestChain([])).toEqual({ calls: [], upstreamMs: 0 });
  });

  it('counts calls that overlap as parallel: the chain is the longest of them', () => {
    const chain = longestChain([call('record', 0, 50), call('document', 1, 60), call('menu', 2, 55)]);
    expect(chain.calls.map((c) => c.name)).toEqual(['document']);
    expect(chain.upstreamMs).toBe(59);
  });

  it('follows calls that start after another ended, summing their own durations (not the gaps between them)', () => {
    const chain = longestChain([call('listing', 0, 50), call('settings', 2, 40), call('page text', 120, 170)]);
    expect(chain.calls.map((c) => c.name)).toEqual(['listing', 'page text']);
    expect(chain.upstreamMs).toBe(100);
  });

  it('picks the heaviest chain, not the one with most calls', () => {
    const chain = longestChain([call('a', 0, 10), call('b', 10, 20), call('c', 20, 30), call('slow', 0, 45)]);
    expect(chain.calls.map((c) => c.name)).toEqual(['slow']);
    expect(longestChain([call('a', 0, 10), call('b', 10, 20), call('c', 20, 30), call('slow', 0, 25)]).calls.map((c) => c.name)).toEqual(['a', 'b', 'c']);
  });

  it('never weighs more than the calls span, nor less than its longest call, and each link starts after the previous ends', () => {
    const intervals = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 200 })).map(([start, length]) => call('x', start, start + length)),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(intervals, (calls) => {
        const chain = longestChain(calls);
        const longest = Math.max(0, ...calls.map((c) => c.endedAt - c.startedAt));
        const span = calls.length ? Math.max(...calls.map((c) => c.endedAt)) - Math.min(...calls.map((c) => c.startedAt)) : 0;
        expect(chain.upstreamMs).toBeGreaterThanOrEqual(longest);
        expect(chain.upstreamMs).toBeLessThanOrEqual(span);
        chain.calls.slice(1).forEach((link, index) => expect(link.startedAt).toBeGreaterThanOrEqual(chain.calls[index]?.endedAt ?? Infinity));
      }),
    );
  });
});

describe('callsPerKey()', () => {
  it('counts the calls of each distinct request', () => {
    const counts = callsPerKey(['GET /a', 'GET /b', 'GET /a'], (key) => key);
    expect(Object.fromEntries(counts)).toEqual({ 'GET /a': 2, 'GET /b': 1 });
  });
});
