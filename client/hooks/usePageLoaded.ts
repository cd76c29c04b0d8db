import { useEffect, useState } from 'react';

/**
 * Whether the page has finished loading (the window's `load` event: the images of its first paint are
 * in). False on the server and while hydrating, so the markup matches; true at once on a page that
 * loaded before this mounted (after a client-side navigation).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return undefined;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
