import { describe, expect, it } from 'vitest';
import { cspViolations } from '../../../server/observability/csp-reports';

describe('reading CSP violation reports', () => {
  it('reads the report-uri format, falling back on violated-directive, and bounds the directive to CSP’s names', () => {
    expect(cspViolations({ 'csp-report': { 'document-uri': 'http://museum.example/a?b=c#d', 'violated-directive': "img-src 'self'", 'blocked-uri': 'data' } })).toEqual([
      { directive: 'img-src', blocked: 'data', document: 'http://museum.example/a', disposition: 'enforce', source: undefined },
    ]);
    const [invented] = cspViolations({ 'csp-report': { 'document-uri': 'http://museum.example/', 'effective-directive': 'made-up-src', 'blocked-uri': 'blob:http://museum.example/1234' } }) ?? [];
    expect(invented).toMatchObject({ directive: 'other', blocked: 'blob' });
  });

  it('reads the CSP reports of a Reporting API batch and leaves other types out', () => {
    const batch = [
      { type: 'deprecation', body: { id: 'x' } },
      { type: 'csp-violation', body: { documentURL: 'https://museum.example/', effectiveDirective: 'script-src-elem', blockedURL: 'eval', disposition: 'report' } },
    ];
    expect(cspViolations(batch)).toEqual([{ directive: 'script-src-elem', blocked: 'eval', document: 'https://museum.example/', disposition: 'report', source: undefined }]);
    expect(cspViolations([{ type: 'deprecation', body: {} }])).toEqual([]);
  });

  it('takes nothing else', () => {
    for (const body of [null, 'img-src', {}, [], { 'csp-report': { 'effective-directive': 'img-src' } }, [{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]]) {
      expect(cspViolations(body)).toBeNull();
    }
  });
});
