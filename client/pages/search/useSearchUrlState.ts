import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { decodeSearchUrl, encodeSearchUrl, type SearchUrlState } from '../../url/searchState';

/** The search state the URL holds, and a way to move to another (a new history entry, so Back returns). */
export function useSearchUrlState(): { state: SearchUrlState; go: (next: SearchUrlState) => void } {
  const { type, query } = useParams<{ type?: string; query?: string }>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => decodeSearchUrl({ type, query }, search), [type, query, search]);
  const go = useCallback((next: SearchUrlState) => navigate(encodeSearchUrl(next)), [navigate]);
  return { state, go };
}
