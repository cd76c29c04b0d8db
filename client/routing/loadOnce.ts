/** Code (or anything else asynchronous) loaded once and then read synchronously. */
export interface LoadOnce<T> {
  /** Starts the load, or returns the one under way or done; a failed load (the network) is tried again on the next call. */
  load: () => Promise<T>;
  /** What the load gave, once it has; null before. */
  current: () => T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
