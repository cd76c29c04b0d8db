import { Link } from 'react-router-dom';
import './pager.css';

/** The pages a pager links: first, the current page with one sibling each side, last; gaps as dots (spec §9). */
export function pagerItems(current: number, last: number): (number | 'gap')[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page shows that page rather than dots.
    return page === previous + 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}

interface PagerProps {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
}

/** Page links with Previous and Next; nothing for a single page. */
export function Pager({ current, last, hrefOf }: PagerProps) {
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label="Pagination">
      <ul className="pager__list">
        {current > 1 ? (
          <li>
            <Link className="pager__link" to={hrefOf(current - 1)}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pagerItems(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link className="pager__link" to={hrefOf(item)} aria-current={item === current ? 'page' : undefined} aria-label={`Page ${item}`}>
                {item}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link className="pager__link" to={hrefOf(current + 1)}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
