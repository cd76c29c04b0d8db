import { Link } from 'react-router-dom';
import { MEMBERSHIP_PATH, TICKETS_PATH } from './callsToAction';

/** Search button (opens the search modal), Membership and Buy Tickets. */
export function HeaderActions({ onSearch }: { onSearch: () => void }) {
  return (
    <div className="header-actions">
      <button type="button" className="button button--ghost header-actions__search" onClick={onSearch}>
        <span className="search-icon" aria-hidden="true" />
        Search
      </button>
      <Link className="button button--secondary header-actions__cta" to={MEMBERSHIP_PATH}>
        Membership
      </Link>
      <Link className="button button--primary header-actions__cta" to={TICKETS_PATH}>
        Buy Tickets
      </Link>
    </div>
  );
}
