import { SiteLink } from '../components/links/SiteLink';
import { TicketLink } from '../components/tickets/TicketLink';
import { BUY_TICKETS_LINK, MEMBERSHIP_PATH } from './callsToAction';

/** Search button (opens the search modal), Membership and Buy Tickets. */
export function HeaderActions({ onSearch }: { onSearch: () => void }) {
  return (
    <div className="header-actions">
      <button type="button" className="button button--ghost header-actions__search" aria-haspopup="dialog" onClick={onSearch}>
        <span className="search-icon" aria-hidden="true" />
        Search
      </button>
      <SiteLink className="button button--secondary header-actions__cta" to={MEMBERSHIP_PATH}>
        Membership
      </SiteLink>
      <TicketLink className="button button--primary header-actions__cta" url={BUY_TICKETS_LINK}>
        Buy Tickets
      </TicketLink>
    </div>
  );
}
