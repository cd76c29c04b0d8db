import type { DateTime } from 'luxon';
import { museumDateTime } from './museum-dates';

/** An event's (or one occurrence's) status as cards and detail pages show it (spec §4). */
export type EventStatus = 'CANCELED' | 'SOLD_OUT';

/** How cards label a status (search spec §2): "Canceled", "Sold Out". */
export const EVENT_STATUS_LABELS: Readonly<Record<EventStatus, string>> = { CANCELED: 'Canceled', SOLD_OUT: 'Sold Out' };

/** The flags the content and search services give. */
export interface EventFlags {
  isCanceled?: boolean | null;
  isSoldOut?: boolean | null;
}

/** Canceled wins over sold out; neither is no status. The search service writes 'isCanceled' / 'isSoldOut' strings. */
export function eventStatus(flags: EventFlags | string | null | undefined): EventStatus | null {
  if (typeof flags === 'string') return flags === 'isCanceled' ? 'CANCELED' : flags === 'isSoldOut' ? 'SOLD_OUT' : null;
  if (flags?.isCanceled) return 'CANCELED';
  return flags?.isSoldOut ? 'SOLD_OUT' : null;
}

/**
 * Whether the ticket link shows: there is one, and the event is neither canceled, sold out nor
 * over (its end, or its start when it has no end, has passed).
 */
export function showsTickets(event: { status: EventStatus | null; ticketUrl: string | null | undefined; startDate: string | null | undefined; endDate?: string | null }, now: DateTime): boolean {
  if (!event.ticketUrl || event.status) return false;
  const last = museumDateTime(event.endDate) ?? museumDateTime(event.startDate);
  return !last || last >= now;
}
