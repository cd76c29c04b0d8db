import type { SuggestionItem } from './useSuggestions';

interface SuggestionListProps {
  id: string;
  suggestions: SuggestionItem[];
  active: number;
  open: boolean;
  optionId: (index: number) => string;
  onChoose: (suggestion: SuggestionItem) => void;
}

/** The combobox's popup: a listbox of suggestions (always in the DOM, so aria-controls resolves). */
export function SuggestionList({ id, suggestions, active, open, optionId, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} className="suggestions" role="listbox" aria-label="Suggestions" hidden={!open}>
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.url}|${suggestion.title}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className="suggestions__option"
          // Keeps focus in the input, so the list does not close before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          <span className="suggestions__title">{suggestion.title}</span>
          <span className="suggestions__meta">
            {suggestion.typeLabel}
            {suggestion.objectNumber ? ` · ${suggestion.objectNumber}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
