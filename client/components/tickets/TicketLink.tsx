import type { ReactNode } from 'react';

interface TicketLinkProps {
  /** The query-only ticket link (`?keyword=…`, `?promocode=…`, `?packageID=…`, or `?` for a plain launch). */
  url: string;
  className?: string;
  children: ReactNode;
}

/**
 * Every ticket button and query-only link of the site goes through here, so the ticket store
 * opens the same way from anywhere (spec: ticket launch by keyword, promocode, packageID or plain).
 */
export function TicketLink({ url, className, children }: TicketLinkProps) {
  return (
    <a href={url} className={className} data-ticket-link="">
      {children}
    </a>
  );
}
