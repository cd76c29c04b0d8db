import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING_PARAMETERS, withoutTrackingParameters } from '../../../server/ssr/tracking-parameters';

const pageUrl = withoutTrackingParameters(DEFAULT_TRACKING_PARAMETERS);

describe('the URL a page is kept and rendered under', () => {
  it('drops campaign tags and click ids, keeping every other parameter as sent and in order', () => {
    expect(pageUrl('/search?q=blue%20vase&utm_source=newsletter&type=object&fbclid=IwAR0abc&utm_campaign=spring')).toBe('/search?q=blue%20vase&type=object');
    expect(pageUrl('/collection/object/6268?gclid=Cj0K&srsltid=AfmB')).toBe('/collection/object/6268');
    expect(pageUrl('/calendar?UTM_Medium=email&date=2026-11-27')).toBe('/calendar?date=2026-11-27');
    // A name spelled with escapes is the same name.
    expect(pageUrl('/visit?utm%5Fsource=x&ref=home')).toBe('/visit?ref=home');
  });

  it('gives back a URL without any of them as it is, parameters that only begin like one included', () => {
    for (const url of ['/', '/visit', '/visit?ref=newsletter', '/search?q=a+b&&page=2', '/search?utm=1&gclidx=2&q=%E0%A4%A', '/search?']) {
      expect(pageUrl(url)).toBe(url);
    }
  });

  it('reads the patterns it is given: names, prefixes ending in *, or none', () => {
    expect(withoutTrackingParameters(['mkt_tok', 'hs*'])('/visit?mkt_tok=1&hsa_acc=2&utm_source=x')).toBe('/visit?utm_source=x');
    expect(withoutTrackingParameters([])('/visit?utm_source=x')).toBe('/visit?utm_source=x');
  });
});
