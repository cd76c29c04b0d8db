import { Histogram, type Registry } from 'prom-client';
import type { Beacon, VitalName } from '../../client/rum/vitals';

/**
 * Each vital's histogram: its metric name, the factor from what browsers send (milliseconds) to its
 * unit, and buckets whose edges hold the "good" and "poor" thresholds of web.dev's Core Web Vitals
 * (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25, TTFB 0.8 s / 1.8 s), so a dashboard reads
 * the share of good page views straight from the buckets.
 */
export const VITAL_HISTOGRAMS: Readonly<Record<VitalName, { name: string; help: string; scale: number; buckets: number[]; good: number; poor: number }>> = {
  LCP: { name: 'gateway_rum_lcp_seconds', help: 'Largest Contentful Paint', scale: 1 / 1000, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20], good: 2.5, poor: 4 },
  INP: { name: 'gateway_rum_inp_seconds', help: 'Interaction to Next Paint', scale: 1 / 1000, buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2], good: 0.2, poor: 0.5 },
  CLS: { name: 'gateway_rum_cls', help: 'Cumulative Layout Shift (a unitless score)', scale: 1, buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1], good: 0.1, poor: 0.25 },
  TTFB: { name: 'gateway_rum_ttfb_seconds', help: 'Time to First Byte', scale: 1 / 1000, buckets: [0.1, 0.2, 0.4, 0.6, 0.8, 1.2, 1.8, 3, 6], good: 0.8, poor: 1.8 },
};

/** The Core Web Vitals visitors' browsers reported, one histogram per vital, by route template. */
export class RumMetrics {
  private readonly histograms: Record<VitalName, Histogram<'route'>>;

  constructor(registry: Registry) {
    const histogram = (name: VitalName) => {
      const vital = VITAL_HISTOGRAMS[name];
      return new Histogram({
        name: vital.name,
        help: `${vital.help} as visitors' browsers measured it (real-user monitoring, a sampled share of page views), by the route template of the page.`,
        labelNames: ['route'] as const,
        buckets: vital.buckets,
        registers: [registry],
      });
    };
    this.histograms = { LCP: histogram('LCP'), INP: histogram('INP'), CLS: histogram('CLS'), TTFB: histogram('TTFB') };
  }

  record(beacon: Beacon): void {
    for (const { name, value } of beacon.metrics) this.histograms[name].observe({ route: beacon.route }, value * VITAL_HISTOGRAMS[name].scale);
  }
}
