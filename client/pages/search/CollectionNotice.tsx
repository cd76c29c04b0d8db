import { Link, useLocation } from 'react-router-dom';
import { absoluteUrl, usePublicOrigin } from '../../render/publicOrigin';
import { feedbackHref } from '../feedback/feedbackLink';

const COLLECTIONS_EMAIL = 'collections@philamuseum.org';

/** The collections category's notice (spec §2 "About our online collection"), its feedback link prefilled with the search the visitor is on. */
export function CollectionNotice() {
  const { pathname, search } = useLocation();
  const pageUrl = absoluteUrl(usePublicOrigin(), `${pathname}${search}`);
  return (
    <aside className="collection-notice" aria-labelledby="collection-notice-heading">
      <h3 id="collection-notice-heading" className="collection-notice__heading">
        About our online collection
      </h3>
      <p>
        Over half of the museum's 240,000+ objects are online. Some records are incomplete, and some contain language that is
        offensive today; we are reviewing and improving them. Tell us what you notice through our <Link to={feedbackHref('ONLINE_COLLECTION', pageUrl)}>feedback form</Link>, or
        write to the collections team at <a href={`mailto:${COLLECTIONS_EMAIL}`}>{COLLECTIONS_EMAIL}</a>.
      </p>
    </aside>
  );
}
