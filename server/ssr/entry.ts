import { pathToFileURL } from 'node:url';
import type { ExecuteOperation } from './execute';

/** The SSR contract of `client/entry-server.tsx` (built to dist/server/entry-server.js). */
export interface RenderResult {
  html: string;
  head: string;
  /** The answers the render read, by query key: the browser hydrates with them. */
  answers: Record<string, unknown>;
  /** Route queries the render could not load, keyed as the client keys them. */
  failures: Record<string, unknown>;
  status: number;
  redirect?: string;
  /** The page-cookie state the HTML was rendered for (client/render/pageCookies.ts). */
  variant: string;
  /** The lazy pages' source modules the render used: their chunks are preloaded. */
  modules: string[];
}
export type Render = (request: { url: string; execute: ExecuteOperation; cookies?: string; publicOrigin: string }) => Promise<RenderResult>;

/** What the built server entry exports: the render, the page-cookie variant, and the client's persisted operations. */
export interface ServerEntry {
  render: Render;
  /** The page-cookie state of a `Cookie` header: with the URL, the key of a cached page. */
  htmlVariant: (cookies: string | undefined) => string;
  /** The client build's persisted operations: `sha256:<hex>` → document text. */
  persistedDocuments: Readonly<Record<string, string>>;
  /** Source modules the browser loads after the first route, when first needed: pages prefetch their chunks. */
  deferredModules: readonly string[];
  /** The router's route templates (`/collection/object/:id`): what real-user beacons may name. */
  routeTemplates: readonly string[];
}

function isServerEntry(module: unknown): module is ServerEntry {
  if (typeof module !== 'object' || module === null) return false;
  const entry = module as Partial<Record<keyof ServerEntry, unknown>>;
  return (
    typeof entry.render === 'function' &&
    typeof entry.htmlVariant === 'function' &&
    typeof entry.persistedDocuments === 'object' &&
    entry.persistedDocuments !== null &&
    Object.values(entry.persistedDocuments).every((text) => typeof text === 'string') &&
    Array.isArray(entry.deferredModules) &&
    entry.deferredModules.every((module) => typeof module === 'string') &&
    Array.isArray(entry.routeTemplates) &&
    entry.routeTemplates.every((template) => typeof template === 'string')
  );
}

export function isRenderResult(value: unknown): value is RenderResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<Record<keyof RenderResult, unknown>>;
  return (
    typeof result.html === 'string' &&
    typeof result.head === 'string' &&
    typeof result.answers === 'object' &&
    result.answers !== null &&
    typeof result.failures === 'object' &&
    result.failures !== null &&
    typeof result.status === 'number' &&
    typeof result.variant === 'string' &&
    Array.isArray(result.modules) &&
    result.modules.every((module) => typeof module === 'string') &&
    (result.redirect === undefined || typeof result.redirect === 'string')
  );
}

/** Imports the built server entry and checks what it exports. */
export async function loadEntry(entryServer: string): Promise<ServerEntry> {
  const module: unknown = await import(pathToFileURL(entryServer).href);
  if (!isServerEntry(module)) throw new Error(`${entryServer} does not export render(), htmlVariant(), persistedDocuments and deferredModules`);
  return module;
}
