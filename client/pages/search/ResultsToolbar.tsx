import { useId } from 'react';
import { ViewToggle, type ListLayout } from '../../components/ViewToggle';
import { isSortParam, SORT_PARAM_OF, type SearchUrlState } from '../../url/searchState';
import { withSize, withSort } from '../../url/searchTransitions';
import type { SearchData } from './searchTypes';

export type ResultLayout = ListLayout;

interface ResultsToolbarProps {
  state: SearchUrlState;
  search: SearchData;
  go: (next: SearchUrlState) => void;
  layout: ResultLayout;
  onLayout: (layout: ResultLayout) => void;
}

/** Sort order, page size and the grid or list toggle (the toggle is hidden on mobile, spec §2). */
export function ResultsToolbar({ state, search, go, layout, onLayout }: ResultsToolbarProps) {
  const id = useId();
  // The select shows the order that ran (an order a category does not offer falls back to its default).
  const sort = SORT_PARAM_OF[search.applied.sort];
  return (
    <div className="results-toolbar">
      <div className="results-toolbar__field">
        <label htmlFor={`${id}sort`}>Sort by</label>
        <select id={`${id}sort`} value={sort} onChange={(event) => isSortParam(event.target.value) && go(withSort(state, event.target.value))}>
          {search.sortOptions.map((option) => (
            <option key={option.value} value={SORT_PARAM_OF[option.value]}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="results-toolbar__field">
        <label htmlFor={`${id}size`}>Results per page</label>
        <select id={`${id}size`} value={search.applied.size} onChange={(event) => go(withSize(state, Number(event.target.value)))}>
          {search.pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <ViewToggle label="Layout of results" layout={layout} onLayout={onLayout} />
    </div>
  );
}
