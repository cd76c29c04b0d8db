/** One page view as it is pushed to the analytics data layer (spec §7: on every title change). */
export interface PageViewEvent {
  event: 'page_view';
  page_title: string;
  page_path: string;
  page_location: string;
}

declare global {
  interface Window {
    /** The analytics data layer (Google Tag Manager's convention); a tag manager, when installed, reads it. */
    dataLayer?: unknown[];
  }
}

/** Pushes a page view for the document as it is now. */
export function pushPageView(): void {
  const event: PageViewEvent = {
    event: 'page_view',
    page_title: document.title,
    page_path: `${window.location.pathname}${window.location.search}`,
    page_location: window.location.href,
  };
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
