const STORAGE_KEY = 'closedAlerts';

/** Ids of alerts the visitor closed in this browser session. */
export function readClosedAlerts(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage can be disabled or hold garbage; then nothing counts as closed.
    return [];
  }
}

export function rememberClosedAlert(id: string): void {
  try {
    const ids = new Set(readClosedAlerts()).add(id);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Without storage the alert simply reappears on the next page load.
  }
}
