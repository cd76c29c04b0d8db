/**
 * Signs that the visitor is about to use part of a page (the pointer over it, a touch, focus inside):
 * markup whose hydration waits starts it. Listened for on the document in the capture phase, as React
 * stops events aimed at markup it has not hydrated at its root, before any listener inside it.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Calls `onIntent` when the visitor reaches into `element`, until the returned function is called. */
export function onIntentWithin(element: Element, onIntent: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) onIntent();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, true);
  };
}
