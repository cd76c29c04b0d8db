import type { DateTime } from 'luxon';
import { museumDateTime } from '../calendar/museum-dates';

/** A slide's publishing window; missing (or unreadable) bounds are open. */
export interface SlideWindow {
  publishedAt?: string | null;
  expiresAt?: string | null;
}

/** Slides show only when publishedAt <= now <= expiresAt on the museum clock (content spec §4). */
export function isSlideShowing(slide: SlideWindow, now: DateTime): boolean {
  const from = museumDateTime(slide.publishedAt);
  const until = museumDateTime(slide.expiresAt);
  return (!from || from <= now) && (!until || now <= until);
}
