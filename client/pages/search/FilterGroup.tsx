import { useId, useRef, useState, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';
import type { SearchUrlState } from '../../url/searchState';
import { FilterOptions } from './FilterOptions';
import type { Facet } from './searchTypes';
import { useFacetSearch, type FacetSearchScope } from './useFacetSearch';

/** Filter lists on the search screen reveal 4 more at a time (spec §9 "search filter chunk 4"). */
export const FILTER_CHUNK = 4;

interface FilterGroupProps {
  state: SearchUrlState;
  scope: FacetSearchScope;
  facet: Facet;
  onToggle: (value: string) => void;
  onReset: () => void;
  /** More controls of the group (the Dates range). */
  children?: ReactNode;
}

/**
 * One filter group: its options 4 at a time with View More, a search box when the list is long
 * (more than twice the chunk; digits only for dates), and Reset when anything is chosen. A group with
 * no values at all (and no range inputs) is not shown.
 */
export function FilterGroup({ state, scope, facet, onToggle, onReset, children }: FilterGroupProps) {
  const id = useId();
  const [shown, setShown] = useState(FILTER_CHUNK);
  const [text, setText] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const found = useFacetSearch(scope, facet.field, text);
  const chosen = state.filters[facet.field] ?? [];
  const isChosen = (value: string) => chosen.includes(value);
  const searchable = facet.options.length > FILTER_CHUNK * 2 || facet.hasMore;
  const numeric = facet.kind === 'DATES';
  // The filters hydrate after the page: what was typed into the group's search meanwhile is searched for.
  useTypedBeforeHydration(searchRef, (input) => setText(numeric ? input.value.replace(/\D/g, '') : input.value));
  const options = found.options ?? facet.options;
  // A group with nothing to choose, nothing chosen and no range inputs is left out.
  if (facet.options.length === 0 && chosen.length === 0 && !children) return null;

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{facet.label}</legend>
      {searchable ? (
        <div className="filter-group__search">
          <label className="visually-hidden" htmlFor={`${id}search`}>
            Search {facet.label}
          </label>
          <input
            ref={searchRef}
            id={`${id}search`}
            className="filter-group__search-input"
            type="search"
            placeholder={`Search ${facet.label.toLowerCase()}`}
            inputMode={numeric ? 'numeric' : undefined}
            value={text}
            onChange={(event) => {
              // Typing resets the shown count (spec §4); date lists take digits only (spec §5).
              setText(numeric ? event.target.value.replace(/\D/g, '') : event.target.value);
              setShown(FILTER_CHUNK);
            }}
          />
        </div>
      ) : null}
      {found.searching ? (
        <p className="filter-group__empty" role="status">
          Searching...
        </p>
      ) : (
        <FilterOptions options={options} shown={shown} isChosen={isChosen} onToggle={onToggle} searched={found.options !== null} />
      )}
      <div className="filter-group__actions">
        {!found.searching && options.length > shown ? (
          <button type="button" className="button button--ghost" onClick={() => setShown(shown + FILTER_CHUNK)}>
            View More<span className="visually-hidden"> {facet.label}</span>
          </button>
        ) : null}
        {chosen.length ? (
          <button type="button" className="button button--ghost" onClick={onReset}>
            Reset<span className="visually-hidden"> {facet.label}</span>
          </button>
        ) : null}
      </div>
      {children}
    </fieldset>
  );
}
