import type { ReactNode } from 'react';
import { LoadingCards } from './LoadingCards';

interface ListingStateProps {
  /** The listing's next answer is on its way (a date, chip or filter was chosen): placeholders stand in for the cards. */
  loading: boolean;
  /** The service behind the listing could not be asked (the answer's `unavailable`): said, instead of an empty listing. */
  unavailable: boolean;
  /** What is listed, as the messages name it: "the calendar", "upcoming exhibitions". */
  what: string;
  /** Placeholder cards shown while loading. */
  placeholders?: number;
  children: ReactNode;
}

/** What a listing says when its search service failed (spec §8 asks for an empty listing; the visitor is told why it is empty). */
export function unavailableText(what: string): string {
  return `We can’t show ${what} just now. Please try again in a few minutes.`;
}

/**
 * A listing's states after its first, server-rendered load (spec §4: "a loader placeholder shows
 * while fetching"): while a client-side change loads, the old cards give way to placeholders, the
 * region is `aria-busy` and a status (always in the page, so screen readers hear it change)
 * announces the load; when the service failed, the visitor is told the listing cannot be shown
 * just now rather than that nothing was found.
 */
export function ListingState({ loading, unavailable, what, placeholders = 4, children }: ListingStateProps) {
  return (
    <div className="listing-state" aria-busy={loading}>
      <p className="visually-hidden" role="status">
        {loading ? `Loading ${what}` : ''}
      </p>
      {loading ? (
        <LoadingCards count={placeholders} label={null} />
      ) : unavailable ? (
        <p className="listing-empty listing-unavailable">{unavailableText(what)}</p>
      ) : (
        children
      )}
    </div>
  );
}
