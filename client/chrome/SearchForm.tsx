import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchHref } from '../url/searchHref';

/** The chrome's search box. A hidden spam-trap field, when filled, silently drops the submit (spec §5). */
export function SearchForm({ onSubmitted }: { onSubmitted: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [trap, setTrap] = useState('');
  const inputId = useId();
  const trapId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trap) return;
    onSubmitted();
    navigate(searchHref(query));
  };

  return (
    <form className="search-form" role="search" action="/search" method="get" onSubmit={onSubmit}>
      <label className="search-form__label" htmlFor={inputId}>
        Search the site and collection
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-autofocus
        />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
      <div className="spam-trap" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input
          id={trapId}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={trap}
          onChange={(event) => setTrap(event.target.value)}
        />
      </div>
    </form>
  );
}
