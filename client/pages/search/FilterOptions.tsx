import { useId } from 'react';
import { formatCount } from '../../components/formatCount';
import type { FacetOption } from './searchTypes';

interface FilterOptionsProps {
  options: readonly FacetOption[];
  /** How many to show; chosen options always show. */
  shown: number;
  isChosen: (value: string) => boolean;
  onToggle: (value: string) => void;
  /** True when the options answer the group's search box: finding none then says so. */
  searched: boolean;
}

/**
 * A group's checkboxes: label with count; options that would find nothing are disabled (spec §5).
 * "No results found." answers a search in the group's box that matched nothing (spec §8); a group
 * without values says nothing.
 */
export function FilterOptions({ options, shown, isChosen, onToggle, searched }: FilterOptionsProps) {
  const id = useId();
  const visible = options.filter((option, index) => index < shown || isChosen(option.value));
  if (visible.length === 0) return searched ? <p className="filter-group__empty">No results found.</p> : null;
  return (
    <ul className="filter-group__options">
      {visible.map((option, index) => {
        const chosen = isChosen(option.value);
        return (
          <li key={option.value} className="filter-group__option">
            <input
              id={`${id}${index}`}
              type="checkbox"
              checked={chosen}
              disabled={option.disabled && !chosen}
              onChange={() => onToggle(option.value)}
            />
            <label htmlFor={`${id}${index}`}>
              {option.label} <span className="filter-group__count">({formatCount(option.count)})</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
