import { Link } from 'react-router-dom';
import { useHttpStatus, usePageMeta } from '../../render/RenderContext';

/** The spec's not-found view; rendering it makes the server answer 404. */
export function NotFoundView() {
  useHttpStatus(404);
  usePageMeta({ title: 'Oops!' });
  return (
    <div className="page not-found">
      <h1 className="page__title">Oops!</h1>
      <p className="page__intro">The page you're looking for has moved or no longer exists.</p>
      <ul className="not-found__links">
        <li>
          <Link className="button button--primary" to="/search">
            Search the site
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/">
            Go to the homepage
          </Link>
        </li>
      </ul>
    </div>
  );
}
