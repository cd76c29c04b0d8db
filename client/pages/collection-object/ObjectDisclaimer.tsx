import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

/** Where visitors send corrections and questions about a record; the form reads the page it came from from `url`. */
export const FEEDBACK_FORM_PATH = '/about/contact';

/** The feedback form link, prefilled with the page's URL. */
export function feedbackHref(pageUrl: string): string {
  return `${FEEDBACK_FORM_PATH}?${new URLSearchParams({ subject: 'Collection object feedback', url: pageUrl }).toString()}`;
}

/**
 * The disclaimer under the record (spec §2) with the feedback link prefilled with the current page's
 * URL: the path when rendered on the server, the full URL once in the browser.
 */
export function ObjectDisclaimer({ path }: { path: string }) {
  const [pageUrl, setPageUrl] = useState(path);
  useEffect(() => setPageUrl(new URL(path, window.location.origin).href), [path]);
  return (
    <aside className="object-disclaimer" aria-label="Disclaimer">
      <p>
        Records are updated as research continues, and some may be incomplete or contain language that reflects the times in which they were written. If you have information about this object
        or notice an error, please tell us through our <Link to={feedbackHref(pageUrl)}>feedback form</Link>.
      </p>
    </aside>
  );
}
