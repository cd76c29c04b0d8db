import type { QueryEntry, QuerySnapshot } from './querySource';

/**
 * One component's subscription to its query, whichever query that is now. A component whose
 * variables change (a new URL of the same page) follows the new query's entry while it renders,
 * through the subscription it already has, as Apollo's `useQuery` follows new variables with the
 * watched query it has: the new answer is asked at once and re-renders the component when it
 * comes. (A subscription made only once the new render commits would never be made when that
 * render waits: a navigation is a transition, and React keeps the old screen until it can commit.)
 */
export class QueryReader<TData> {
  private listener: (() => void) | null = null;
  private unsubscribeEntry: (() => void) | null = null;

  constructor(private entry: QueryEntry<TData>) {}

  /** Reads `entry` from now on (called while rendering; a subscribed reader moves its subscription). */
  follow(entry: QueryEntry<TData>): void {
    if (entry === this.entry) return;
    this.entry = entry;
    if (!this.listener) return;
    const previous = this.unsubscribeEntry;
    this.unsubscribeEntry = entry.subscribe(this.notify);
    previous?.();
  }

  readonly getSnapshot = (): QuerySnapshot<TData> => this.entry.getSnapshot();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listener = listener;
    this.unsubscribeEntry = this.entry.subscribe(this.notify);
    return () => {
      this.listener = null;
      this.unsubscribeEntry?.();
      this.unsubscribeEntry = null;
    };
  };

  private readonly notify = (): void => this.listener?.();
}
