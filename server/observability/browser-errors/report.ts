import * as v from 'valibot';
import { scrubPage, scrubText } from './scrub';

/** How the browser met the error: uncaught, an unhandled promise rejection, or caught by an error boundary. */
export const REPORT_KINDS = ['error', 'rejection', 'boundary'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Most bytes one report may have; a larger body is refused (413). */
export const MAX_REPORT_BYTES = 8 * 1024;
/** Stack lines kept (the innermost). */
const MAX_STACK_LINES = 30;

/**
 * What a browser sends to POST /errors, checked strictly: any other field, a wrong type or an
 * over-long value refuses the report (400). `page` is the route template or path, `release` the
 * client build's.
 */
export const BrowserErrorReportSchema = v.strictObject({
  kind: v.picklist(REPORT_KINDS),
  name: v.optional(v.pipe(v.string(), v.maxLength(100))),
  message: v.pipe(v.string(), v.maxLength(1000)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(6000))),
  page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
  release: v.pipe(v.string(), v.regex(/^[\w.+@/-]{1,100}$/)),
});
export type BrowserErrorReport = v.InferOutput<typeof BrowserErrorReportSchema>;

/** A report as the gateway logs, counts and forwards it: scrubbed of anything personal. */
export interface BrowserError {
  kind: ReportKind;
  name: string;
  message: string;
  /** Stack lines, innermost first, scrubbed. */
  stack: string[];
  page: string;
  release: string;
}

export function cleanReport(report: BrowserErrorReport): BrowserError {
  const stack = (report.stack ?? '')
    .split('\n')
    .map((line) => scrubText(line.trim()).slice(0, 300))
    .filter((line) => line !== '')
    .slice(0, MAX_STACK_LINES);
  return {
    kind: report.kind,
    name: scrubText(report.name?.trim() || 'Error'),
    message: scrubText(report.message.trim()) || '(no message)',
    stack,
    page: scrubPage(report.page),
    release: report.release,
  };
}
