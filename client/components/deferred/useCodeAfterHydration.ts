import { useEffect, useReducer, useRef } from 'react';
import { isHydrating } from '../../hooks/useHydrating';
import type { LoadOnce } from '../../routing/loadOnce';

/**
 * What lazily loaded `code` gives for a render whose result the browser needs only once `inputs`
 * differ from those the page hydrated with (the server already sent what the code makes of those:
 * a page's structured data is in the head it rendered). Null until then, or while the code loads;
 * the component renders again once it has. On the server the code is there before the render.
 */
export function useCodeAfterHydration<T>(code: LoadOnce<T> | undefined, inputs: readonly unknown[]): T | null {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const hydratedWith = useRef(isHydrating() ? inputs : null);
  const needed = hydratedWith.current === null || inputs.some((input, index) => !Object.is(input, hydratedWith.current?.[index]));
  const value = code?.current() ?? null;
  const missing = code !== undefined && value === null;
  useEffect(() => {
    if (!needed) return;
    // Once moved on, needed for good: coming back to the first inputs, the head is no longer the server's.
    hydratedWith.current = null;
    if (!missing) return;
    // Also when the code arrived since this render (loaded for another part): the render did without it.
    let live = true;
    code?.load().then(
      () => {
        if (live) loaded();
      },
      // The network failed: nothing to show from it (a later page's render asks again).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, missing, code]);
  return value;
}
