import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { type Beacon, RUM_PATH, type VitalName } from './vitals';

/**
 * Collects the page view's Core Web Vitals as web-vitals reports them (each when final: LCP at the
 * first input or when the page is hidden, INP and CLS when it is hidden) and sends what has
 * gathered by `navigator.sendBeacon` when the page is hidden or left: one small text body, which
 * the browser delivers even as the page goes away. Listens after web-vitals, so its own reports on
 * hiding are in the same beacon.
 */
export function reportVitals(route: string): void {
  let queued: Beacon['metrics'] = [];
  const add = (metric: Metric) => {
    queued = [...queued.filter((each) => each.name !== metric.name), { name: metric.name as VitalName, value: metric.value }];
  };
  onTTFB(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  const flush = () => {
    if (queued.length === 0) return;
    const beacon: Beacon = { route, metrics: queued };
    queued = [];
    navigator.sendBeacon(RUM_PATH, JSON.stringify(beacon));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
