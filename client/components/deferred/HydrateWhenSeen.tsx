import { Suspense, use, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useHydrating } from '../../hooks/useHydrating';
import { NEAR_VIEWPORT } from '../../hooks/useNearViewport';
import { holdInteractions } from './holdInteractions';
import { createHydrationGate, type HydrationGate } from './hydrationGate';

/**
 * A gate that opens when `box` comes near the viewport or the visitor reaches into it (pointer,
 * touch, focus, or a click that comes first: held and replayed once live), and with `afterLoad` at
 * the latest once the page has loaded (the window's `load` event).
 */
export function useSeenGate(box: RefObject<HTMLElement | null>, { afterLoad = false }: { afterLoad?: boolean } = {}): HydrationGate {
  const [gate] = useState(createHydrationGate);
  useEffect(() => {
    if (!afterLoad || gate.opened) return undefined;
    if (document.readyState === 'complete') {
      gate.open();
      return undefined;
    }
    window.addEventListener('load', gate.open, { once: true });
    return () => window.removeEventListener('load', gate.open);
  }, [afterLoad, gate]);
  useEffect(() => {
    const element = box.current;
    if (!element || gate.hydrated) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    void gate.whenOpened.then(() => observer.disconnect());
    // A click waits until the part is live, not only until its gate opens: the part's code may still
    // be on its way (a lazy part), and React drops a click on markup it cannot hydrate at once.
    const stopHolding = holdInteractions(element, gate);
    return () => {
      observer.disconnect();
      stopHolding();
    };
  }, [box, gate]);
  return gate;
}

function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const hydrating = useHydrating();
  // Every hook before `use`: when the gate opens while React waits on it, React replays this render
  // with the hooks of the suspended one, and a hook first called after a skipped `use` breaks that
  // replay (React error 467; the boundary is then client-rendered, a hydration error).
  useEffect(() => gate.markHydrated(), [gate]);
  if (hydrating && !gate.opened) use(gate.whenOpened);
  return children;
}

/**
 * Server-rendered content that hydrates only when its gate opens (`useSeenGate`): until then React
 * keeps the server's markup as it is — visible, its links plain links — and spends nothing on it,
 * so a long page's first load hydrates what the visitor sees. Rendered in the browser (after a
 * client-side navigation), the content renders at once.
 */
export function HydrateWhenSeen({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
