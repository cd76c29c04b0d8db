import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Fullscreen state of an element (spec §4, "Fullscreen state of the image viewer"): the Fullscreen
 * API where the browser grants it, else a fixed overlay the page draws itself (`isFullscreen` is true
 * either way). Escape leaves both.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { isFullscreen: boolean; enter: () => Promise<void>; exit: () => Promise<void> } {
  const [native, setNative] = useState(false);
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  const exit = useCallback(async () => {
    setOverlay(false);
    if (document.fullscreenElement) await document.exitFullscreen();
  }, []);

  // Browsers leave native fullscreen on Escape themselves; this covers the overlay, and browsers that pass the key on.
  const isFullscreen = native || overlay;
  useEffect(() => {
    if (!isFullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void exit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isFullscreen, exit]);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element) return;
    try {
      if (!element.requestFullscreen) throw new Error('the Fullscreen API is unavailable');
      await element.requestFullscreen();
    } catch {
      setOverlay(true);
    }
  }, [ref]);

  return { isFullscreen, enter, exit };
}
