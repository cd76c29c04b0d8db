/**
 * The Core Web Vitals real-user monitoring reports (web-vitals' names), as the browser sends them:
 * milliseconds, but CLS, a unitless score.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** What a page view's browser sends to `POST /rum` (by `navigator.sendBeacon`, as text). */
export interface Beacon {
  /** The route template the page matched (client/rum/routeTemplate.ts). */
  route: string;
  metrics: Array<{ name: VitalName; value: number }>;
}

/** Where beacons go. */
export const RUM_PATH = '/rum';
