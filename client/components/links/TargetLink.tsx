import type { ReactNode } from 'react';
import type { LinkTargetFieldsFragment } from '../../gql/graphql';
import { TicketLink } from '../tickets/TicketLink';
import { SiteLink } from './SiteLink';

interface TargetLinkProps {
  target: LinkTargetFieldsFragment;
  className?: string;
  /** For a ticket link: what the visitor is buying, which titles the ticket dialog. */
  ticketsFor?: string;
  children: ReactNode;
}

/**
 * Renders a link the gateway resolved: site paths navigate client-side, other sites open in a new
 * window (and say so), anchors stay on the page, ticket links open the ticket store.
 */
export function TargetLink({ target, className, ticketsFor, children }: TargetLinkProps) {
  switch (target.kind) {
    case 'INTERNAL':
      return (
        <SiteLink to={target.url} className={className}>
          {children}
        </SiteLink>
      );
    case 'TICKETS':
      return (
        <TicketLink url={target.url} className={className} title={ticketsFor}>
          {children}
        </TicketLink>
      );
    case 'ANCHOR':
      return (
        <a href={target.url} className={className}>
          {children}
        </a>
      );
    case 'EXTERNAL':
      return target.opensInNewWindow ? (
        <a href={target.url} className={className} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> (opens in a new window)</span>
        </a>
      ) : (
        <a href={target.url} className={className}>
          {children}
        </a>
      );
  }
}
