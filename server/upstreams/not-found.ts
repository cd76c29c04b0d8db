import { UpstreamError } from '../http/errors';

/** Runs an upstream call whose HTTP 404 means "no such thing": null then, any other failure rethrown. */
export async function nullWhenNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
