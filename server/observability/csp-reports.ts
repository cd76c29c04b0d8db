import * as v from 'valibot';

/** One Content-Security-Policy violation a browser reported, reduced to what ops read (no query strings). */
export interface CspViolation {
  /** The directive that blocked (`img-src`), or `other` for a name CSP does not define. */
  directive: string;
  /** What was blocked: a URL without its query and fragment, or a keyword (`inline`, `eval`). */
  blocked: string;
  /** The page it happened on, without its query and fragment. */
  document: string;
  /** `enforce`, or `report` under a report-only policy. */
  disposition: string;
  /** Where in the site's code, when the browser says. */
  source?: string;
}

/** CSP's directive names (CSP Level 3 and what browsers still report): the metric's label values. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'prefetch-src',
  'fenced-frame-src',
  'form-action',
  'frame-ancestors',
  'base-uri',
  'navigate-to',
  'sandbox',
  'trusted-types',
  'require-trusted-types-for',
  'webrtc',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
]);

/** Strings are cut to this many characters: a report is read, not replayed. */
const MAX_TEXT = 300;

const text = v.pipe(v.string(), v.maxLength(4096));
const optionalText = v.optional(text);
const optionalNumber = v.optional(v.number());

/** The `report-uri` format (`application/csp-report`): `{"csp-report": {...}}`, hyphenated names. */
const LEGACY_REPORT = v.object({
  'csp-report': v.object({
    'document-uri': text,
    'effective-directive': optionalText,
    'violated-directive': optionalText,
    'blocked-uri': optionalText,
    disposition: optionalText,
    'source-file': optionalText,
    'line-number': optionalNumber,
  }),
});

/** A report of the Reporting API's batch (`application/reports+json`): of any type, CSP's among them. */
const REPORTING_API_BATCH = v.pipe(v.array(v.looseObject({ type: text, body: v.unknown() })), v.minLength(1), v.maxLength(100));

/** The body of a `csp-violation` report, camel-case names. */
const REPORTING_API_VIOLATION = v.object({
  documentURL: text,
  effectiveDirective: text,
  blockedURL: optionalText,
  disposition: optionalText,
  sourceFile: optionalText,
  lineNumber: optionalNumber,
});

/** A URL without its query and fragment (they may carry tokens), or a keyword as the browser wrote it; cut to MAX_TEXT. */
function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  const url = URL.parse(value);
  const cut = !url ? value : url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol.replace(/:$/, '');
  return cut.slice(0, MAX_TEXT);
}

function directiveOf(value: string | undefined): string {
  const name = (value ?? '').trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? name : 'other';
}

function sourceOf(file: string | undefined, line: number | undefined): string | undefined {
  if (!file) return undefined;
  return line === undefined ? withoutQuery(file) : `${withoutQuery(file)}:${line}`;
}

/**
 * The violations in a report body, in either format browsers send: the `report-uri` one
 * (`application/csp-report`, one violation) or the Reporting API's batch (`application/reports+json`;
 * reports of other types in it are left out). Null when the body is neither.
 */
export function cspViolations(body: unknown): CspViolation[] | null {
  const legacy = v.safeParse(LEGACY_REPORT, body);
  if (legacy.success) {
    const report = legacy.output['csp-report'];
    return [
      {
        directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
        blocked: withoutQuery(report['blocked-uri']),
        document: withoutQuery(report['document-uri']),
        disposition: report.disposition ?? 'enforce',
        source: sourceOf(report['source-file'], report['line-number']),
      },
    ];
  }
  const batch = v.safeParse(REPORTING_API_BATCH, body);
  if (!batch.success) return null;
  const violations: CspViolation[] = [];
  for (const report of batch.output) {
    if (report.type !== 'csp-violation') continue;
    const violation = v.safeParse(REPORTING_API_VIOLATION, report.body);
    if (!violation.success) return null;
    const { documentURL, effectiveDirective, blockedURL, disposition, sourceFile, lineNumber } = violation.output;
    violations.push({
      directive: directiveOf(effectiveDirective),
      blocked: withoutQuery(blockedURL),
      document: withoutQuery(documentURL),
      disposition: disposition ?? 'enforce',
      source: sourceOf(sourceFile, lineNumber),
    });
  }
  return violations;
}
