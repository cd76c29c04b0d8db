import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuerySource } from '../../data/QuerySourceContext';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';
import type { SuggestIndex } from '../../gql/graphql';
import { SuggestionList } from './SuggestionList';
import './search-box.css';
import { SUGGEST_MIN_LENGTH, useSuggestions, type SuggestionItem } from './useSuggestions';

interface SearchBoxProps {
  label: string;
  /** The text shown; the box follows it when it changes (Back, Forward). */
  query?: string;
  suggestIndex: SuggestIndex;
  /** A submit that passed the spam trap. */
  onSearch: (query: string) => void;
  /** After a suggestion was chosen (its page opens). */
  onSuggestionChosen?: () => void;
  /** Focus the box when a dialog opens. */
  autoFocus?: boolean;
}

/**
 * A search form whose box is a combobox of suggestions (WAI-ARIA list autocomplete): typing 3
 * characters or more suggests up to 5 items after a 200 ms pause (what suggestions need loads when
 * the box gets focus, so the first answer keeps that pause too); arrow keys move through them,
 * Enter opens the active one (or searches), Escape closes the list. A hidden spam-trap field, when
 * filled, silently drops the submit (spec §5).
 */
export function SearchBox({ label, query = '', suggestIndex, onSearch, onSuggestionChosen, autoFocus = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const source = useQuerySource();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [trap, setTrap] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const [inputId, listId, hintId, trapId] = ['input', 'list', 'hint', 'trap'].map((part) => `${id}${part}`);
  const optionId = (index: number) => `${id}option${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  // A box that hydrates after its page (the search page's) keeps what was typed meanwhile, and suggests for it while focused.
  useTypedBeforeHydration(inputRef, (input) => {
    setText(input.value);
    setExpanded(document.activeElement === input);
  });
  useTypedBeforeHydration(trapRef, (input) => setTrap(input.value));
  // Suggestions ask through Apollo Client, loaded after the first route: load it as the box gets
  // focus, so the first suggestion is asked as soon as typing pauses, not a chunk later.
  const prepareSuggestions = () => void source.client().catch(() => undefined);
  // Focused before it hydrated (it got no focus event since): now.
  const prepareIfFocused = useEffectEvent(() => {
    if (document.activeElement === inputRef.current) prepareSuggestions();
  });
  useEffect(() => prepareIfFocused(), []);

  // The URL's text changed under the box (Back, Forward, a link): show it.
  if (shownQuery !== query) {
    setShownQuery(query);
    setText(query);
  }

  // Only text the visitor is working on is completed: the URL's own text asks nothing (on load or hydration).
  const suggestions = useSuggestions(expanded ? text : '', suggestIndex);
  const open = expanded && suggestions.length > 0;
  const activeIndex = open && active < suggestions.length ? active : -1;

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };

  const choose = (suggestion: SuggestionItem) => {
    close();
    onSuggestionChosen?.();
    navigate(suggestion.url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    if (trap) return;
    onSearch(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) {
        // The arrows ask for suggestions of the text as it stands.
        setExpanded(true);
        return;
      }
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no active option, Down goes to the first and Up to the last; then they wrap around.
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const suggestion = suggestions[activeIndex];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; a second Escape reaches the dialog around the box.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <form className="search-form" role="search" action="/search" method="get" onSubmit={onSubmit}>
      <label className="search-form__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="search-form__row">
        <div className="search-form__combobox">
          <input
            ref={inputRef}
            id={inputId}
            className="search-form__input"
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={hintId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setExpanded(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            onFocus={prepareSuggestions}
            autoComplete="off"
            data-autofocus={autoFocus || undefined}
          />
          <SuggestionList id={listId} suggestions={suggestions} active={activeIndex} open={open} optionId={optionId} onChoose={choose} />
        </div>
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
      <p id={hintId} className="search-form__hint">
        Enter at least {SUGGEST_MIN_LENGTH} characters; start with # to search accession numbers.
      </p>
      <p className="visually-hidden" role="status">
        {open ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'} available; use the up and down arrow keys to choose one.` : ''}
      </p>
      <div className="spam-trap" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input ref={trapRef} id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
      </div>
    </form>
  );
}
