import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the hop at an address (the `i`-th from the socket) is a proxy whose `X-Forwarded-For` is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY` compiled once, as Fastify compiles its `trustProxy` string (comma-separated
 * addresses, CIDRs or the names loopback, linklocal, uniquelocal). Fastify is given this function,
 * and the front door (`server/hot-path/front-door.ts`) asks it too, so both read a client's address
 * through the same proxies.
 */
export function proxyTrust(setting: string): ProxyTrust {
  return proxyAddr.compile(setting.split(',').map((value) => value.trim()));
}

/** The client's address as Fastify's `request.ip` reads it: the farthest hop the trusted proxies vouch for. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust);
}
