import { SiteLink } from '../../components/links/SiteLink';
import { absoluteUrl, usePublicOrigin } from '../../render/publicOrigin';
import { feedbackHref } from '../feedback/feedbackLink';

/**
 * The disclaimer under the record (spec §2) with the feedback link prefilled with the page's
 * absolute URL on the site's public origin, in the server-rendered HTML as in the browser.
 */
export function ObjectDisclaimer({ path }: { path: string }) {
  const pageUrl = absoluteUrl(usePublicOrigin(), path);
  return (
    <aside className="object-disclaimer" aria-label="Disclaimer">
      <p>
        Records are updated as research continues, and some may be incomplete or contain language that reflects the times in which they were written. If you have information about this object
        or notice an error, please tell us through our <SiteLink to={feedbackHref('COLLECTION_OBJECT', pageUrl)}>feedback form</SiteLink>.
      </p>
    </aside>
  );
}
