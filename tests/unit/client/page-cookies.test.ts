import { describe, expect, it } from 'vitest';
import { closedAlertsCookie, consentCookie, pageCookieVariant, PAGE_COOKIES, readPageCookies } from '../../../client/render/pageCookies';

describe('page cookies', () => {
  it('are the consent cookie and the closed alerts, and nothing else', () => {
    expect(PAGE_COOKIES).toEqual(['pma_cookie', 'pma_alerts_closed']);
  });

  it('read consent and closed alerts from a Cookie header, ignoring other cookies and malformed parts', () => {
    expect(readPageCookies(undefined)).toEqual({ consented: false, closedAlerts: [] });
    expect(readPageCookies('a=1; pma_cookie=true; b=2')).toEqual({ consented: true, closedAlerts: [] });
    expect(readPageCookies('xpma_cookie=true; pma_cookiex=1')).toEqual({ consented: false, closedAlerts: [] });
    expect(readPageCookies('pma_alerts_closed=b%2C1,a,,b%2C1,%E0%A4%A')).toEqual({ consented: false, closedAlerts: ['a', 'b,1'] });
  });

  it('write what they read back, and give one variant per state whatever the order', () => {
    const written = closedAlertsCookie(['z', 'alert one', 'z']);
    expect(written).toBe('pma_alerts_closed=alert%20one,z; path=/; SameSite=Lax');
    const state = readPageCookies(written.split(';')[0]);
    expect(state.closedAlerts).toEqual(['alert one', 'z']);
    expect(pageCookieVariant(state)).toBe(pageCookieVariant(readPageCookies('pma_alerts_closed=z,alert%20one')));
    expect(pageCookieVariant(readPageCookies('pma_cookie=true'))).not.toBe(pageCookieVariant(readPageCookies('')));
    expect(consentCookie()).toBe(`pma_cookie=true; max-age=${150 * 86_400}; path=/; SameSite=Lax`);
  });
});
