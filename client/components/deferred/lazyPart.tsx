import { createContext, Suspense, use, useContext, useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadOnce, type LoadOnce } from '../../routing/loadOnce';

/**
 * A part of a page whose code is a chunk of its own, loaded when the part is first rendered in the
 * browser: a page type's view, a section below the fold, what a button opens. The server renders
 * it whole (it loads every part before a render: `loadParts`), so crawlers and visitors without
 * JavaScript get the same HTML. In the browser the part suspends until its code is there, so it
 * belongs inside a Suspense boundary: hydrating, React keeps the server's markup for the boundary
 * meanwhile (inside `DeferredHydration`, the code is not even asked for until the part nears the
 * viewport or is reached into); rendered after a navigation, the boundary's fallback shows.
 *
 * `module` (the source path relative to client/, as the build manifest names it) is given for a
 * part the page needs as soon as it hydrates (a page type's view): the server then names its chunk
 * for preloading, as it does a page's (`RenderModules`). Parts that wait for the visitor give none.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, module?: string): LazyPart<P> {
  const code = lazyCode(load);
  if (module) named.set(module, [...(named.get(module) ?? []), code]);
  function Part(props: P) {
    const modules = useContext(RenderModules);
    if (module) modules?.add(module);
    const Loaded = code.current() ?? use(code.load());
    return <Loaded {...props} />;
  }
  Part.displayName = `LazyPart(${module ?? 'deferred'})`;
  Part.load = code.load;
  return Part;
}

/**
 * A loading placeholder whose code is a chunk of its own: no first route shows one (the server
 * renders with its data), so none carries its code. It loads as a deferred part's does (with every
 * part once the visitor moves on, at the latest when first shown), and until it is there nothing
 * stands in its place: it never suspends what is around it.
 */
export function lazyPlaceholder<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPart(load);
  function Placeholder(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Placeholder;
}

/** A lazy part: the component, and its code's load (to start it early, when the visitor shows intent). */
export type LazyPart<P> = ComponentType<P> & { load: () => Promise<unknown> };

/**
 * Code a page's render reads, loaded as a deferred part's is: the server loads it before each render;
 * the browser when a render first asks for it (`useCodeAfterHydration`), or with every declared part
 * once the visitor has moved past the first route.
 */
export function lazyCode<T>(load: () => Promise<T>): LoadOnce<T> {
  const code = loadOnce(load);
  declare(code);
  return code;
}

/** Every part the modules loaded so far declare, whether or not its code is loaded. */
const declared = new Set<LoadOnce<unknown>>();
/** The parts a page may need as soon as it hydrates, by module (`lazyPart`'s `module`; one module may hold several views). */
const named = new Map<string, Array<LoadOnce<unknown>>>();
/** Set once parts are wanted as soon as they are declared (the visitor has moved past the first route). */
let eager = false;

function declare(code: LoadOnce<unknown>): void {
  declared.add(code);
  if (eager && !import.meta.env.SSR) void code.load().catch(() => undefined);
}

/**
 * Loads the code of every part declared so far, and from now on of each part as soon as its module
 * declares it. The browser calls it when the visitor leaves the first route: the next screens show
 * their parts without waiting for each chunk in turn (a part whose code is still on its way shows
 * its boundary's fallback meanwhile).
 */
export function loadPartsEagerly(): void {
  if (eager) return;
  eager = true;
  for (const code of declared) void code.load().catch(() => undefined);
}

/** From the visitor's first client-side navigation on, parts load as soon as they are declared (`loadPartsEagerly`). */
export function useEagerPartsAfterNavigation(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) loadPartsEagerly();
  }, [key]);
}

/**
 * Loads every declared part's code, and the parts that code declares in turn, until all are loaded:
 * the server awaits it before each render (at once when nothing new was declared).
 */
export async function loadParts(): Promise<void> {
  for (;;) {
    const pending = [...declared].filter((code) => code.current() === null);
    if (pending.length === 0) return;
    await Promise.all(pending.map((code) => code.load()));
  }
}

/**
 * Loads the code of the parts among `modules` (what the server's render used, as it names them),
 * including parts declared by the code loaded on the way (a view's carousel), before hydration:
 * a part still loading would leave its boundary as the server's markup, and the first update to
 * reach it (a navigation, the page's head) would wait for it or render it afresh.
 */
export async function loadNamedParts(modules: readonly string[]): Promise<void> {
  const loaded = new Set<string>();
  for (;;) {
    const next = modules.filter((module) => named.has(module) && !loaded.has(module));
    if (next.length === 0) return;
    for (const module of next) loaded.add(module);
    await Promise.all(next.flatMap((module) => named.get(module) ?? []).map((code) => code.load()));
  }
}

/** During a server render: the modules of the parts it rendered that the browser needs at once (their chunks are preloaded). */
export const RenderModules = createContext<Set<string> | null>(null);
