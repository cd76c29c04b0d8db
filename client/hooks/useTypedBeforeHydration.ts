import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Hands a server-rendered field's text to `onTyped` when the visitor typed into it before React
 * hydrated it (a part whose hydration waits, a slow first load): React leaves the text on screen
 * but starts its state empty, so without this the form would act on nothing. Once, after hydrating;
 * a field rendered in the browser has nothing typed yet and is left alone.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, onTyped: (input: HTMLInputElement) => void): void {
  const typed = useEffectEvent(onTyped);
  useLayoutEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) typed(input);
  }, [field]);
}
