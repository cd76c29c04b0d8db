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
