/** The only dataset of the sample project. */
export const CONTENT_DATASET = 'production';

/** API versions Sanity accepts: `1`, `X` (experimental) or a date. */
const API_VERSION = /^(1|X|\d{4}-\d{2}-\d{2})$/;

/** Sanity's answer to an API version or dataset it does not have; null when both are right. */
export function pathProblem({ version, dataset }: { version: string; dataset: string }): { status: number; body: object } | null {
  if (!API_VERSION.test(version)) return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: `Invalid API version "v${version}"` } };
  if (dataset !== CONTENT_DATASET) return { status: 404, body: { statusCode: 404, error: 'Not Found', message: `Dataset "${dataset}" not found for project ID "sample"` } };
  return null;
}
