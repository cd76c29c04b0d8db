import { pathToFileURL } from 'node:url';
import type { ApolloLink } from '@apollo/client';

/** The SSR contract of `client/entry-server.tsx` (built to dist/server/entry-server.js). */
export interface RenderResult {
  html: string;
  head: string;
  state: object;
  /** Route queries the render could not load, keyed as the client keys them. */
  failures: Record<string, unknown>;
  status: number;
  redirect?: string;
  /** The page-cookie state the HTML was rendered for (client/render/pageCookies.ts). */
  variant: string;
}
export type Render = (request: { url: string; link: ApolloLink; cookies?: string; publicOrigin: string }) => Promise<RenderResult>;

function hasRender(module: unknown): module is { render: Render } {
  return typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function';
}

export function isRenderResult(value: unknown): value is RenderResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<Record<keyof RenderResult, unknown>>;
  return (
    typeof result.html === 'string' &&
    typeof result.head === 'string' &&
    typeof result.state === 'object' &&
    result.state !== null &&
    typeof result.failures === 'object' &&
    result.failures !== null &&
    typeof result.status === 'number' &&
    typeof result.variant === 'string' &&
    (result.redirect === undefined || typeof result.redirect === 'string')
  );
}

/** Imports the built server entry and checks it exports `render`. */
export async function loadRender(entryServer: string): Promise<Render> {
  const module: unknown = await import(pathToFileURL(entryServer).href);
  if (!hasRender(module)) throw new Error(`${entryServer} does not export render()`);
  return module.render;
}
