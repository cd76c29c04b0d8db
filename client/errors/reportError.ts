/**
 * The browser's error reporter (content spec §9: error reporting, errors at 100 %): uncaught errors,
 * unhandled rejections and what an error boundary catches go to the gateway's POST /errors, which
 * checks, scrubs, counts, samples and logs them (docs/guides/browser-errors.md). Kept to a few
 * hundred bytes in the entry: each distinct error once, at most ten a page load, never a report of
 * a failed report.
 */
export type ErrorKind = 'error' | 'rejection' | 'boundary';

const MAX_REPORTS = 10;
const seen = new Set<string>();
let pageOf = () => location.pathname;

/** Sends one error to the gateway. `error` is what was thrown or rejected (anything). */
export function reportError(kind: ErrorKind, error: unknown): void {
  const thrown = error instanceof Error ? error : null;
  const message = String(thrown ? thrown.message : error).slice(0, 1000);
  const key = `${kind} ${message}`;
  if (seen.size >= MAX_REPORTS || seen.has(key)) return;
  seen.add(key);
  const report = { kind, name: thrown?.name.slice(0, 100), message, stack: thrown?.stack?.slice(0, 4000), page: pageOf().slice(0, 500), release: import.meta.env.VITE_RELEASE };
  // keepalive: a report made as the page goes away still leaves.
  fetch('/errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report), keepalive: true }).catch(() => undefined);
}

/**
 * Reports the page's uncaught errors (its own scripts' only: another origin's say nothing but
 * "Script error.") and unhandled rejections. `page` names the page: its route template, or its path.
 */
export function watchErrors(page: () => string): void {
  pageOf = page;
  addEventListener('error', (event) => {
    if (!event.filename || new URL(event.filename, location.href).origin === location.origin) reportError('error', event.error ?? event.message);
  });
  addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
}
