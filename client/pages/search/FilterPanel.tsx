import { searchVariables, type SearchUrlState } from '../../url/searchState';
import { withFilterToggled, withFilterValues } from '../../url/searchTransitions';
import { DateRangeFilter } from './DateRangeFilter';
import { FilterGroup } from './FilterGroup';
import type { Facet } from './searchTypes';
import '../../styles/search-filters.css';

interface FilterPanelProps {
  state: SearchUrlState;
  facets: readonly Facet[];
  go: (next: SearchUrlState) => void;
}

/**
 * The searched category's filter groups. A choice takes effect at once and starts again from the
 * first result (spec §4); the Dates range replaces any chosen periods, and Clear removes all dates.
 */
export function FilterPanel({ state, facets, go }: FilterPanelProps) {
  const { type, query, filters } = searchVariables(state);
  if (!type) return null;
  const scope = { type, query, filters };
  return (
    <div className="filter-panel">
      {facets.map((facet) => (
        <FilterGroup
          key={facet.field}
          state={state}
          scope={scope}
          facet={facet}
          onToggle={(value) => go(withFilterToggled(state, facet.field, value))}
          onReset={() => go(withFilterValues(state, facet.field, []))}
        >
          {facet.dateRange ? (
            <DateRangeFilter range={facet.dateRange} onApply={(value) => go(withFilterValues(state, facet.field, [value]))} onClear={() => go(withFilterValues(state, facet.field, []))} />
          ) : null}
        </FilterGroup>
      ))}
    </div>
  );
}
