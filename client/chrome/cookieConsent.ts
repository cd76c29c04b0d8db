/** Spec §9: consent cookie pma_cookie, kept for 150 days. */
export const CONSENT_COOKIE = 'pma_cookie';
export const CONSENT_DAYS = 150;

export function hasConsent(): boolean {
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
}

export function giveConsent(): void {
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  document.cookie = `${CONSENT_COOKIE}=true; max-age=${maxAge}; path=/; SameSite=Lax`;
}
