import { lazyDocument } from '../../data/lazyDocument';
import { queryRequest } from '../../data/querySource';
import { useQueryAnswer } from '../../data/useQueryAnswer';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import type { SuggestIndex, SuggestQuery as SuggestQueryData } from '../../gql/graphql';

/** Suggestions wait until typing pauses for 200 ms and need 3 characters (spec: suggest). */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_MIN_LENGTH = 3;

export type SuggestionItem = SuggestQueryData['suggest'][number];

/** The suggest operation: its document loads with Apollo Client, when the visitor first types enough. */
export const suggestDocument = lazyDocument('Suggest', () => import('./suggestQuery').then((m) => m.SuggestQuery));

/**
 * The suggestions for what is typed: none below 3 characters (clearing them at once), else the
 * answer for the text once it has settled. A failed request suggests nothing.
 */
export function useSuggestions(text: string, index: SuggestIndex): SuggestionItem[] {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const ready = settled.length >= SUGGEST_MIN_LENGTH;
  const { data } = useQueryAnswer(ready ? queryRequest(suggestDocument, { index, query: settled }) : null);
  // Stale answers for older text are not shown while the new text settles.
  return ready && typed.length >= SUGGEST_MIN_LENGTH && settled === typed ? (data?.suggest ?? []) : [];
}
