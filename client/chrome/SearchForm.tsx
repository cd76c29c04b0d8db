import { useNavigate } from 'react-router-dom';
import { SearchBox } from '../components/search-box/SearchBox';
import { DEFAULT_SEARCH_STATE, encodeSearchUrl } from '../url/searchState';

/**
 * The chrome's search box: suggestions from every category while typing; submitting goes to
 * /search?q=… (an empty box to /search; a leading # is URL-encoded, spec "Search box in chrome").
 */
export function SearchForm({ onSubmitted }: { onSubmitted: () => void }) {
  const navigate = useNavigate();
  return (
    <SearchBox
      label="Search the site and collection"
      suggestIndex="GLOBAL"
      autoFocus
      onSuggestionChosen={onSubmitted}
      onSearch={(query) => {
        onSubmitted();
        navigate(encodeSearchUrl({ ...DEFAULT_SEARCH_STATE, q: query }));
      }}
    />
  );
}
