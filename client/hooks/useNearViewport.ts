import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport a box counts as near: the next screen is ready before the visitor scrolls to it. */
export const NEAR_VIEWPORT = '100% 0px';

/** Whether `box` has come near the viewport (NEAR_VIEWPORT) since it mounted; once near, it stays so. */
export function useNearViewport(box: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, near]);
  return near;
}
