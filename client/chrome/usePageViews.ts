import { useEffect } from 'react';
import { pushPageView } from './pageViews';

/**
 * Pushes a page view to the data layer on every change of the document title (spec §7), and one
 * for the page the visitor landed on. A title set again to the same text is not a new view.
 */
export function usePageViews(): void {
  useEffect(() => {
    let last = document.title;
    pushPageView();
    const observer = new MutationObserver(() => {
      if (document.title === last) return;
      last = document.title;
      pushPageView();
    });
    // <title> is replaced or its text changed, depending on how it is set: watch the head's subtree.
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
