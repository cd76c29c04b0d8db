import { readFilterValues } from '../../../domain/calendar/filters';
import { occurrenceShown } from '../../../domain/calendar/occurrences';
import type { CalendarSelection } from '../../../domain/calendar/selection';
import type { DatedHit } from '../../../upstreams/dated-hit';
import type { GatewayContext } from '../../context';
import type { HitList } from './model';
import { eventSummary, exhibitionSummary, type EventSummaryModel, type ExhibitionSummaryModel } from './summaries';

/** Most items one page may ask for. */
export const MAX_PAGE_SIZE = 100;

export type CalendarItemModel = (EventSummaryModel & { __typename: 'EventSummary' }) | (ExhibitionSummaryModel & { __typename: 'ExhibitionSummary' });

export function isExhibitionHit(hit: DatedHit): boolean {
  return hit.type === 'exhibitions';
}

/** An event as of the occurrence a listing shows (the next one on the selected days), with that occurrence's status. */
export function atShownOccurrence(hit: DatedHit, selection: CalendarSelection, context: GatewayContext): DatedHit {
  const occurrence = occurrenceShown(hit.occurrences, selection, context.now);
  if (!occurrence) return hit;
  // An occurrence that carries its own flags decides; otherwise the event's status stands.
  const flagged = typeof occurrence.isCanceled === 'boolean' || typeof occurrence.isSoldOut === 'boolean';
  const status = !flagged ? hit.status : occurrence.isCanceled ? 'isCanceled' : occurrence.isSoldOut ? 'isSoldOut' : null;
  return { ...hit, startDate: occurrence.start, endDate: occurrence.end ?? occurrence.start, status };
}

/** An event's category and audiences under the calendar's own names: older spellings ("Gatherings", "Kids & Family") read as the filters' values. */
function inCalendarTerms(hit: DatedHit): DatedHit {
  const [category] = hit.category ? readFilterValues('category', [hit.category]) : [];
  const audiences = typeof hit.audience === 'string' ? [hit.audience] : (hit.audience ?? []);
  const named = audiences.map((audience) => readFilterValues('audience', [audience])[0]?.label ?? audience);
  return { ...hit, category: category?.label ?? hit.category, audience: [...new Set(named)] };
}

/** A hit as its card shows it. */
export function calendarItem(hit: DatedHit, selection: CalendarSelection, context: GatewayContext): CalendarItemModel {
  if (isExhibitionHit(hit)) return { __typename: 'ExhibitionSummary', ...exhibitionSummary(hit, context) };
  return { __typename: 'EventSummary', ...eventSummary(inCalendarTerms(atShownOccurrence(hit, selection, context)), context) };
}

/** The hits of one page: `from` at least 0, `size` from 1 to MAX_PAGE_SIZE. */
export function pageOf(list: HitList, from: number | null | undefined, size: number | null | undefined): DatedHit[] {
  const start = Math.max(0, Math.trunc(from ?? 0));
  const count = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(size ?? 1)));
  return list.hits.slice(start, start + count);
}
