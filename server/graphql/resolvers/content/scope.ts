import type { DateTime } from 'luxon';
import * as v from 'valibot';
import type { GatewayContext } from '../../context';

/** What content is read against: the museum clock, the public image and site bases, and where dropped parts are reported. */
export interface ContentScope {
  now: DateTime;
  imagesUrl: string;
  publicOrigin: string;
  /** Reports a part of the page that is left out (unsafe, malformed or unknown), with why. */
  drop: (part: string, reason: string) => void;
}

/** The scope of one page: dropped parts are logged with the page's path, so editors can be told. */
export function contentScope(context: GatewayContext, path: string): ContentScope {
  return {
    now: context.now,
    imagesUrl: context.imagesUrl,
    publicOrigin: context.publicOrigin,
    drop: (part, reason) => context.log.warn({ page: path, part, reason }, 'content part left out'),
  };
}

/** The first problem valibot found, with where: "rows.0.name: Invalid type: …". */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[] | undefined): string {
  const [issue] = issues ?? [];
  if (!issue) return 'unexpected shape';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Reads one part with its schema; a part that fails is reported and left out (null). */
export function readPart<T>(scope: ContentScope, part: string, schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  scope.drop(part, firstIssue(result.issues));
  return null;
}

/** Reads each item of a list with its schema, leaving out (and reporting) those that fail. */
export function readEach<T>(scope: ContentScope, part: string, schema: v.GenericSchema<unknown, T>, values: readonly unknown[] | null | undefined): T[] {
  return (values ?? []).flatMap((value) => {
    const item = readPart(scope, part, schema, value);
    return item === null ? [] : [item];
  });
}
