import { useState, type MouseEvent } from 'react';
import { nextTabbableAfter } from '../components/focusable';
import { closedAlertsCookie } from '../render/pageCookies';
import { usePageCookies } from '../render/PageCookiesContext';
import { AlertIcon } from './AlertIcon';
import type { ChromeData } from './chromeTypes';

type AlertData = ChromeData['alerts'][number];

/**
 * The alert bar (spec §2, §4): each alert with its icon and text, open until closed; closing
 * removes it and the space it took. Closed alerts are remembered for the browser session in a
 * cookie the server reads, so they stay closed on the next page without showing first. Closing by
 * keyboard moves focus on to what follows.
 */
export function AlertBar({ alerts }: { alerts: AlertData[] }) {
  const { closedAlerts } = usePageCookies();
  const [closed, setClosed] = useState<string[]>(closedAlerts);

  const visible = alerts.filter((alert) => !closed.includes(alert.id));
  if (visible.length === 0) return null;

  const close = (id: string, event: MouseEvent<HTMLButtonElement>) => {
    // The focused button goes with its alert: focus moves on to where Tab would have gone (the next
    // alert's close button, else the header), not back to the document's start.
    const item = event.currentTarget.closest('.alert-bar__item');
    if (item?.contains(document.activeElement)) nextTabbableAfter(item)?.focus();
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
          <button type="button" className="alert-bar__close" onClick={(event) => close(alert.id, event)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close alert</span>
          </button>
        </div>
      ))}
    </section>
  );
}
