import proxyAddr from '@fastify/proxy-addr';
import type { Env } from '../env-values';
import { ConfigError, read } from '../env-values';

/** A client range with a budget of its own: each address in it may make `max` requests per window. */
export interface Allowance {
  /** An address or a CIDR range (`10.0.4.0/24`, `2001:db8::/48`). */
  range: string;
  max: number;
}

/** Addresses whose budget is remembered at most; past it the memory starts again (a flood of new addresses costs a match each). */
const REMEMBERED = 10_000;

/**
 * The per-client budget of an address: `RATE_LIMIT_MAX`, or the allowance of the first range that
 * holds it (`RATE_LIMIT_ALLOWANCES`: a load generator, a monitoring probe, a partner's crawler). The
 * range match parses the address, so each address's budget is worked out once and remembered.
 */
export class Budgets {
  private readonly ranges: Array<{ holds: (address: string) => boolean; max: number }>;
  private readonly known = new Map<string, number>();

  constructor(
    private readonly defaultMax: number,
    allowances: readonly Allowance[],
  ) {
    this.ranges = allowances.map(({ range, max }) => {
      const trusts = proxyAddr.compile(range);
      return { holds: (address: string) => trusts(address, 0), max };
    });
  }

  /** Requests per window this client address may make. */
  of(address: string): number {
    if (this.ranges.length === 0) return this.defaultMax;
    let max = this.known.get(address);
    if (max === undefined) {
      max = this.ranges.find((range) => range.holds(address))?.max ?? this.defaultMax;
      if (this.known.size >= REMEMBERED) this.known.clear();
      this.known.set(address, max);
    }
    return max;
  }
}

/**
 * Reads `range=max` pairs, comma-separated (`10.0.4.7=100000,192.0.2.0/24=6000`); null when one is
 * malformed (an address proxy-addr cannot read, a max that is not a whole number from 1).
 */
export function parseAllowances(value: string): Allowance[] | null {
  const allowances: Allowance[] = [];
  for (const pair of value.split(',')) {
    const match = /^\s*([^=\s]+)\s*=\s*(\d+)\s*$/.exec(pair);
    const max = Number(match?.[2]);
    if (!match?.[1] || !Number.isSafeInteger(max) || max < 1) return null;
    try {
      proxyAddr.compile(match[1]);
    } catch {
      return null;
    }
    allowances.push({ range: match[1], max });
  }
  return allowances;
}

/** `range=max` pairs, comma-separated (none by default). */
export function readAllowances(env: Env, name: string): Allowance[] {
  const value = read(env, name);
  if (value === undefined) return [];
  const parsed = parseAllowances(value);
  if (parsed === null) throw new ConfigError(name, `must be comma-separated address-or-CIDR=requests pairs (10.0.4.7=100000): ${value}`);
  return parsed;
}
