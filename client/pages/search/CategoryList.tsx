import { Link } from 'react-router-dom';
import { formatCount } from '../../components/formatCount';
import { encodeSearchUrl, TYPE_PARAM_OF, type SearchUrlState } from '../../url/searchState';
import { withType } from '../../url/searchTransitions';
import type { SearchData } from './searchTypes';

/** Searching all: the categories with their counts, each linking to that category's search. */
export function CategoryList({ state, categories }: { state: SearchUrlState; categories: SearchData['categories'] }) {
  return (
    <nav className="category-list" aria-labelledby="search-categories-heading">
      <h2 id="search-categories-heading" className="category-list__heading">
        Categories
      </h2>
      <ul className="category-list__items">
        {categories.map((category) => (
          <li key={category.type}>
            {category.count > 0 ? (
              <Link className="category-list__link" to={encodeSearchUrl(withType(state, TYPE_PARAM_OF[category.type]))}>
                {category.heading} <span className="category-list__count">({formatCount(category.count)})</span>
              </Link>
            ) : (
              <span className="category-list__empty">
                {category.heading} <span className="category-list__count">(0)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
