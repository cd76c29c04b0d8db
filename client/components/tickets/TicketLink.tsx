import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '../../routing/plainClick';
import { useTicketDialog } from './TicketDialogContext';
import { launchFromQuery, storeUrl } from './ticketLaunch';

interface TicketLinkProps {
  /** The query-only ticket link (`?keyword=…`, `?promocode=…`, `?packageID=…`, or `?` for a plain launch). */
  url: string;
  className?: string;
  /** What the visitor is buying (an exhibition's or event's title): the dialog's title. */
  title?: string;
  children: ReactNode;
}

/**
 * Every ticket button and query-only link of the site goes through here, so the ticket store
 * opens the same way from anywhere (spec: ticket launch by keyword, promocode, packageID or plain):
 * in the ticket dialog. Its href is the store itself, so it still leads there without JavaScript
 * (or opened in a new tab).
 */
export function TicketLink({ url, className, title, children }: TicketLinkProps) {
  const tickets = useTicketDialog();
  const launch = launchFromQuery(url);
  const href = tickets.store ? storeUrl(tickets.store, launch) : url;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!tickets.store || !isPlainClick(event)) return;
    event.preventDefault();
    tickets.open({ ...launch, title });
  };

  return (
    <a href={href} className={className} data-ticket-link="" aria-haspopup="dialog" onClick={onClick}>
      {children}
    </a>
  );
}
