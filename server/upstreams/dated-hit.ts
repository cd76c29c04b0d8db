import * as v from 'valibot';

const text = v.nullish(v.string());

/** One dated occurrence of an event, as the search service lists them. */
const OccurrenceSchema = v.object({
  start: v.string(),
  end: text,
  isSoldOut: v.nullish(v.boolean()),
  isCanceled: v.nullish(v.boolean()),
});

/**
 * An event or exhibition as the search service returns it (`/v1/search` with index events or
 * exhibitions, and every section of `/v1/calendar`): what listings and cards read.
 */
export const DatedHitSchema = v.object({
  id: v.string(),
  /** The content document listed (null for an item with none, such as a historical exhibition): what its calendar entries' UIDs name. */
  contentId: text,
  type: v.string(),
  title: v.string(),
  url: v.string(),
  summary: text,
  imageUrl: text,
  imageAlt: text,
  startDate: text,
  endDate: text,
  /** Exhibitions: 'temporary' or 'ongoing'. */
  duration: text,
  dateOverride: text,
  room: text,
  building: text,
  location: text,
  /** Events: 'Online' or 'In Person'. */
  locationType: text,
  category: text,
  subcategory: text,
  audience: v.nullish(v.union([v.string(), v.array(v.string())])),
  /** Events: 'isCanceled', 'isSoldOut' or null. */
  status: text,
  ticketUrl: text,
  ticketType: text,
  ticketInstructions: text,
  occurrences: v.nullish(v.array(OccurrenceSchema)),
});
export type DatedHit = v.InferOutput<typeof DatedHitSchema>;
