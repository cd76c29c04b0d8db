/**
 * Real-user monitoring, started once a page has hydrated: a sampled share of page views (the
 * gateway's RUM_SAMPLE_RATE, handed over in the page's state) loads the reporter — web-vitals and
 * the beacon, a chunk of their own — when the browser is idle, so the first route carries none of it.
 */
export function startRum(sampleRate: number, route: string): void {
  if (!(sampleRate > 0) || Math.random() >= sampleRate || typeof navigator.sendBeacon !== 'function') return;
  const load = () => void import('./reportVitals').then((module) => module.reportVitals(route));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}
