import { previewLink } from '../../../server/preview/signature';

/** The preview secret of the browser tests' gateway (playwright.config.ts passes it as PREVIEW_SECRET). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

/** A signed preview link for a document at a path, valid for an hour of the pinned museum clock the gateway checks it against. */
export function signedPreviewLink(id: string, path: string): string {
  return previewLink(E2E_PREVIEW_SECRET, { id, path }, Date.parse('2026-11-22T10:00:00-05:00') / 1000, 3600);
}
