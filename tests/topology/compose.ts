import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of a compose service the topology runs. */
export interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  expose?: string[];
  ports?: string[];
  deploy?: { replicas?: number };
  configs?: { source: string; target: string }[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  configs?: Record<string, { file?: string; content?: string }>;
}

export function readCompose(path: string): ComposeFile {
  return parse(readFileSync(path, 'utf8'), { merge: true }) as ComposeFile;
}

/**
 * Compose's variable interpolation of one value: `${VAR:-default}` (default when unset or empty),
 * `${VAR-default}` (when unset), `${VAR}`, `$VAR` and `$$` (a literal `$`), against `env` only.
 */
export function interpolate(value: string, env: Readonly<Record<string, string>>): string {
  return value.replace(/\$\$|\$\{(\w+)(?:(:?-)([^}]*))?\}|\$(\w+)/g, (match, braced: string | undefined, operator: string | undefined, fallback: string | undefined, bare: string | undefined) => {
    if (match === '$$') return '$';
    const name = braced ?? bare ?? '';
    const set = env[name];
    if (operator === ':-') return set ? set : (fallback ?? '');
    if (operator === '-') return set ?? fallback ?? '';
    return set ?? '';
  });
}

/** A service's environment as Compose hands it to the container: every value interpolated, as text. */
export function serviceEnvironment(service: ComposeService, env: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(value === null ? '' : String(value), env)]));
}

/** The `ENV` of a Dockerfile's last stage (the runtime image every service of the compose file runs). */
export function imageEnvironment(dockerfile: string): Record<string, string> {
  const stages = dockerfile.split(/^FROM /m);
  const runtime = (stages.at(-1) ?? '').replace(/\\\n/g, ' ');
  const env: Record<string, string> = {};
  for (const line of runtime.split('\n')) {
    const instruction = /^ENV\s+(.*)$/.exec(line.trim());
    if (!instruction) continue;
    for (const [, name, value] of instruction[1].matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name] = value.replace(/^"|"$/g, '');
  }
  return env;
}

/**
 * Rewrites `service:port` addresses in a text (environment values, an nginx config) to where the
 * services run here. Where a service runs several times (the gateway's replicas), an nginx
 * `server service:port;` line becomes one `server` line per replica, as Docker's DNS would answer;
 * its `resolve` goes (there is no name left to ask again, and Debian's nginx, 1.22, predates it).
 */
export function rewriteAddresses(text: string, addresses: ReadonlyMap<string, readonly string[]>): string {
  const lines = text.replace(/\bserver\s+([\w.-]+:\d+)([^;]*);/g, (directive, address: string, parameters: string) => {
    const targets = addresses.get(address);
    const kept = parameters.replace(/\s+resolve\b/, '');
    return targets ? targets.map((target) => `server ${target}${kept};`).join(' ') : directive;
  });
  return lines.replace(/\b([a-z][\w-]*):(\d+)\b/g, (address: string) => {
    const targets = addresses.get(address);
    if (targets && targets.length > 1) throw new Error(`${address} runs ${targets.length} times: only nginx server lines may name it`);
    return targets?.[0] ?? address;
  });
}
