import { useEffect, useState } from 'react';
import type { ChromeData } from './chromeTypes';
import { readClosedAlerts, rememberClosedAlert } from './closedAlerts';

type AlertData = ChromeData['alerts'][number];

/**
 * The alert bar: starts open (also in the server's HTML); closing removes it and the space it took.
 * Closed alert ids are read from sessionStorage only after hydration so the first render matches the server.
 */
export function AlertBar({ alerts }: { alerts: AlertData[] }) {
  const [closed, setClosed] = useState<string[]>([]);
  useEffect(() => setClosed(readClosedAlerts()), []);

  const visible = alerts.filter((alert) => !closed.includes(alert.id));
  if (visible.length === 0) return null;

  const close = (id: string) => {
    rememberClosedAlert(id);
    setClosed((ids) => [...ids, id]);
  };

  return (
    <section className="alert-bar" aria-label="Alerts">
      {visible.map((alert) => (
        <div key={alert.id} className="alert-bar__item">
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
