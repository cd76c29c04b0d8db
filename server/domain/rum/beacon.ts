import * as v from 'valibot';
import { type Beacon, VITAL_NAMES, type VitalName } from '../../../client/rum/vitals';

/** Largest value believed of each vital, in the unit browsers send (milliseconds; CLS a score): beyond, a beacon is refused. */
const MAX_VALUE: Readonly<Record<VitalName, number>> = { LCP: 60_000, INP: 60_000, TTFB: 60_000, CLS: 10 };

const metric = v.strictObject({
  name: v.picklist(VITAL_NAMES),
  value: v.pipe(v.number(), v.finite(), v.minValue(0)),
});

const beaconShape = v.strictObject({
  route: v.pipe(v.string(), v.maxLength(200)),
  metrics: v.pipe(v.array(metric), v.minLength(1), v.maxLength(VITAL_NAMES.length)),
});

/**
 * A beacon as the gateway believes it, or null: JSON of the known shape only (nothing else, no
 * extra field), each vital once, a known name, a finite value within its range, and a route
 * template the router declares (`templates`) — never a URL or anything a visitor typed.
 */
export function parseBeacon(body: unknown, templates: ReadonlySet<string>): Beacon | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const parsed = v.safeParse(beaconShape, value);
  if (!parsed.success) return null;
  const { route, metrics } = parsed.output;
  if (!templates.has(route)) return null;
  if (new Set(metrics.map((each) => each.name)).size !== metrics.length) return null;
  if (metrics.some((each) => each.value > MAX_VALUE[each.name])) return null;
  return { route, metrics };
}
