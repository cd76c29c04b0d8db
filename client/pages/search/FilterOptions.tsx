import { useId } from 'react';
import { formatCount } from '../../components/formatCount';
import type { FacetOption } from './searchTypes';

interface FilterOptionsProps {
  options: readonly FacetOption[];
  /** How many to show; chosen options always show. */
  shown: number;
  isChosen: (value: string) => boolean;
  onToggle: (value: string) => void;
}

/** A group's checkboxes: label with count; options that would find nothing are disabled (spec §5). */
export function FilterOptions({ options, shown, isChosen, onToggle }: FilterOptionsProps) {
  const id = useId();
  const visible = options.filter((option, index) => index < shown || isChosen(option.value));
  if (visible.length === 0) return <p className="filter-group__empty">No results found.</p>;
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
