import { DateTime } from 'luxon';

/** What the alert rules need of an alert. */
export interface DatedAlert {
  expiresAt: string | null;
  publishedAt: string | null;
}

function instant(iso: string | null): number | null {
  if (!iso) return null;
  const parsed = DateTime.fromISO(iso, { setZone: true });
  return parsed.isValid ? parsed.toMillis() : null;
}

/** True while the alert has not expired; a missing or unreadable expiry never expires. */
export function isAlertActive(alert: DatedAlert, now: DateTime): boolean {
  const expires = instant(alert.expiresAt);
  return expires === null || expires > now.toMillis();
}

/** The alerts to show: unexpired ones, newest (by publishedAt) first. */
export function activeAlerts<T extends DatedAlert>(alerts: readonly T[], now: DateTime): T[] {
  return alerts
    .filter((alert) => isAlertActive(alert, now))
    .sort((a, b) => (instant(b.publishedAt) ?? 0) - (instant(a.publishedAt) ?? 0));
}

/** The icons an alert can show (spec §3: the navigation form of an alert has icon and text). */
export type AlertIconName = 'INFO' | 'WARNING' | 'CLOSURE';

const ICONS: Readonly<Record<string, AlertIconName>> = { info: 'INFO', information: 'INFO', warning: 'WARNING', alert: 'WARNING', closed: 'CLOSURE', closure: 'CLOSURE' };

/** An editor's icon name as the site draws it; an unknown or missing name shows no icon. */
export function alertIcon(name: string | null | undefined): AlertIconName | null {
  return ICONS[name?.trim().toLowerCase() ?? ''] ?? null;
}
