import { useState } from 'react';
import { closedAlertsCookie } from '../render/pageCookies';
import { usePageCookies } from '../render/PageCookiesContext';
import { AlertIcon } from './AlertIcon';
import type { ChromeData } from './chromeTypes';

type AlertData = ChromeData['alerts'][number];

/**
 * The alert bar (spec §2, §4): each alert with its icon and text, open until closed; closing
 * removes it and the space it took. Closed alerts are remembered for the browser session in a
 * cookie the server reads, so they stay closed on the next page without showing first.
 */
export function AlertBar({ alerts }: { alerts: AlertData[] }) {
  const { closedAlerts } = usePageCookies();
  const [closed, setClosed] = useState<string[]>(closedAlerts);

  const visible = alerts.filter((alert) => !closed.includes(alert.id));
  if (visible.length === 0) return null;

  const close = (id: string) => {
    const ids = [...closed, id];
    document.cookie = closedAlertsCookie(ids);
    setClosed(ids);
  };

  return (
    <section className="alert-bar" aria-label="Alerts">
      {visible.map((alert) => (
        <div key={alert.id} className="alert-bar__item">
          {alert.icon ? <AlertIcon icon={alert.icon} /> : null}
          <p className="alert-bar__text">{alert.text}</p>
          <button type="button" className="alert-bar__close" onClick={() => close(alert.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close alert</span>
          </button>
        </div>
      ))}
    </section>
  );
}
