import { useId, useState } from 'react';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { FilterOptions } from '../search/FilterOptions';
import '../../styles/search-filters.css';

/** The year checklist reveals 7 more at a time (spec §9 "year filter chunk 7"). */
export const YEAR_CHUNK = 7;
/** The search box shows past 3 years (spec §2) and filters from 2 digits, 600 ms after typing stops (spec §9). */
const SEARCH_FROM_YEARS = 3;
const SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 600;

interface YearOption {
  year: number;
  total: number;
}

interface YearFilterProps {
  /** Newest first. */
  options: readonly YearOption[];
  /** The chosen years (the URL's, so a click shows at once). */
  chosen: readonly number[];
  onToggle: (year: number) => void;
  onReset: () => void;
}

/**
 * The past exhibitions' year filter (spec §2, §4, §5): a checklist of years with their counts, 7 at
 * a time; past 3 years a search box ("Search year: first-last", digits only, matching the start of
 * a year); Reset when any is chosen.
 */
export function YearFilter({ options, chosen, onToggle, onReset }: YearFilterProps) {
  const id = useId();
  const [shown, setShown] = useState(YEAR_CHUNK);
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searched = typed.length >= SEARCH_MIN_LENGTH;
  const matching = searched ? options.filter((option) => String(option.year).startsWith(typed)) : options;
  const first = options.at(-1)?.year;
  const last = options[0]?.year;

  return (
    <fieldset className="filter-group year-filter">
      <legend className="filter-group__legend">Year</legend>
      {options.length > SEARCH_FROM_YEARS ? (
        <div className="filter-group__search">
          <label className="visually-hidden" htmlFor={`${id}search`}>
            Search years
          </label>
          <input
            id={`${id}search`}
            className="filter-group__search-input"
            type="search"
            inputMode="numeric"
            placeholder={`Search year: ${first}-${last}`}
            value={text}
            onChange={(event) => {
              // Digits only (spec §5); typing resets the shown count (spec §4).
              setText(event.target.value.replace(/\D/g, '').slice(0, 4));
              setShown(YEAR_CHUNK);
            }}
          />
        </div>
      ) : null}
      <FilterOptions
        options={matching.map((option) => ({ value: String(option.year), label: String(option.year), count: option.total, selected: chosen.includes(option.year), disabled: false }))}
        shown={shown}
        isChosen={(value) => chosen.includes(Number(value))}
        onToggle={(value) => onToggle(Number(value))}
        searched={searched}
      />
      <div className="filter-group__actions">
        {matching.length > shown ? (
          <button type="button" className="button button--ghost" onClick={() => setShown(shown + YEAR_CHUNK)}>
            View More<span className="visually-hidden"> years</span>
          </button>
        ) : null}
        {chosen.length ? (
          <button type="button" className="button button--ghost" onClick={onReset}>
            Reset<span className="visually-hidden"> years</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
