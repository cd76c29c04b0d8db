import { DateTime } from 'luxon';
import { cleanText } from './text';

export interface ExhibitionInput {
  title: string | null;
  venue: string | null;
  /** ISO date (or year) the showing opened. */
  beginDate: string | null;
  endDate: string | null;
  /** A ready-made citation, when the record has one. */
  citation: string | null;
}

export interface ExhibitionEntry {
  title: string | null;
  venue: string | null;
  beginDate: string | null;
  endDate: string | null;
  /** The dates as text: "February 12–April 16, 1995". */
  dateText: string | null;
  /** The line shown in Exhibition History: the citation, else title, venue and dates. */
  text: string;
}


function parse(value: string | null): DateTime | null {
  const text = cleanText(value);
  if (!text) return null;
  const date = DateTime.fromISO(text, { zone: 'utc' });
  return date.isValid ? date : null;
}

/** "February 12–April 16, 1995" within a year, "December 1, 1995–January 5, 1996" across years. */
export function exhibitionDates(beginDate: string | null, endDate: string | null): string | null {
  const begin = parse(beginDate);
  const end = parse(endDate);
  const full = 'LLLL d, yyyy';
  if (begin && end) {
    if (begin.hasSame(end, 'day')) return begin.toFormat(full);
    return begin.hasSame(end, 'year') ? `${begin.toFormat('LLLL d')}–${end.toFormat(full)}` : `${begin.toFormat(full)}–${end.toFormat(full)}`;
  }
  const one = begin ?? end;
  return one ? one.toFormat(full) : null;
}

/**
 * The Exhibition History list: entries with neither a title nor a citation are dropped; the rest
 * run oldest first (undated ones last, in the record's order).
 */
export function exhibitionHistory(entries: readonly ExhibitionInput[]): ExhibitionEntry[] {
  const shown = entries.flatMap((entry, index) => {
    const title = cleanText(entry.title);
    const citation = cleanText(entry.citation);
    if (!title && !citation) return [];
    const venue = cleanText(entry.venue);
    const dateText = exhibitionDates(entry.beginDate, entry.endDate);
    const text = citation ?? [title, venue, dateText].filter((part): part is string => part !== null).join('. ');
    const sortKey = parse(entry.beginDate)?.toMillis() ?? parse(entry.endDate)?.toMillis() ?? Number.POSITIVE_INFINITY;
    return [{ entry: { title, venue, beginDate: cleanText(entry.beginDate), endDate: cleanText(entry.endDate), dateText, text }, sortKey, index }];
  });
  shown.sort((a, b) => a.sortKey - b.sortKey || a.index - b.index);
  return shown.map(({ entry }) => entry);
}
