import { previewLink, realNowSeconds } from '../../../server/preview/signature';

/** The preview secret of the browser tests' gateway (playwright.config.ts passes it as PREVIEW_SECRET). */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

/** A signed preview link for a document at a path, valid for an hour of the real time (the gateway never checks links against its pinned museum clock). */
export function signedPreviewLink(id: string, path: string): string {
  return previewLink(E2E_PREVIEW_SECRET, { id, path }, realNowSeconds(), 3600);
}
