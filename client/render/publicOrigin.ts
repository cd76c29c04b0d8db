import { createContext, useContext } from 'react';

/**
 * The origin visitors reach the site at (the gateway's PUBLIC_ORIGIN): canonical links, JSON-LD,
 * share tags and shared links name pages by absolute URLs on it. The server provides it while
 * rendering and hands it to the browser with the page, so both render the same URLs.
 */
export const PublicOriginContext = createContext<string>('');

export function usePublicOrigin(): string {
  return useContext(PublicOriginContext);
}

/** A site path (or an image path) as an absolute URL on the origin; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (!origin) return pathOrUrl;
  return new URL(pathOrUrl, `${origin}/`).href;
}
