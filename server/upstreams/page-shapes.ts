/**
 * Runtime shapes of routed content documents as the page queries project them. The document itself
 * is checked loosely (its routing fields strictly): one malformed section, block or card must not
 * cost the whole page, so the parts are checked one by one where they are read, and those that fail
 * are left out with a log line.
 */
import * as v from 'valibot';

const text = v.nullish(v.string());
const flag = v.nullish(v.boolean());
const number = v.nullish(v.number());

/** A document a reference points at, as `->{_id, _type, slug, path}` projects it (null when deleted). */
export const RefTargetSchema = v.object({ _id: v.string(), _type: v.string(), slug: text, path: text });
export type RefTarget = v.InferOutput<typeof RefTargetSchema>;

const BoxSchema = v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() });

/** A stored image: an image-service id, its full size and the editors' crops. */
export const ImageSchema = v.object({
  iiifId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,120}$/)),
  alt: text,
  width: number,
  height: number,
  crops: v.nullish(v.record(v.string(), BoxSchema)),
  preventDownload: flag,
});
export type StoredImage = v.InferOutput<typeof ImageSchema>;

/** A link as editors enter it: internal or external URL and an anchor (or the older single `url`). */
export const LinkSchema = v.object({
  title: v.string(),
  secondaryTitle: text,
  type: text,
  internalLink: text,
  externalLink: text,
  anchor: text,
  url: text,
});
export type StoredLink = v.InferOutput<typeof LinkSchema>;

export const CalloutSchema = v.object({ _key: text, title: v.string(), summary: text, cmsImage: v.optional(v.unknown()), link: v.nullish(LinkSchema), size: text });
export type StoredCallout = v.InferOutput<typeof CalloutSchema>;

const FlagsSchema = v.object({ isCanceled: flag, isSoldOut: flag });

export const OccurrenceSchema = v.object({ _key: text, start: text, end: text, isCanceled: flag, isSoldOut: flag });
export type StoredOccurrence = v.InferOutput<typeof OccurrenceSchema>;

/** A card of another document (related content, grids, tabs), as the card projection gives it. */
export const CardSchema = v.object({
  _id: v.string(),
  _type: v.string(),
  title: v.string(),
  slug: text,
  path: text,
  summary: text,
  intro: text,
  image: v.optional(v.unknown()),
  startDate: text,
  endDate: text,
  duration: text,
  dateOverride: text,
  room: text,
  building: text,
  location: text,
  locationType: text,
  category: text,
  audiences: v.nullish(v.array(v.string())),
  status: v.nullish(FlagsSchema),
  ticketUrl: text,
  ticketType: text,
  mediaType: text,
  eventDatetimes: v.nullish(v.array(OccurrenceSchema)),
});
export type StoredCard = v.InferOutput<typeof CardSchema>;

export const CreditSchema = v.object({ _key: text, title: v.string(), body: text, cmsImage: v.optional(v.unknown()), cmsImageCaption: text });
export type StoredCredit = v.InferOutput<typeof CreditSchema>;

/** A building as location sections read it. */
export const SectionLocationSchema = v.object({ slug: v.string(), title: v.string() });

/** The fields every routed document has; the rest is read part by part. */
export const RoutedDocSchema = v.looseObject({
  _id: v.string(),
  _type: v.string(),
  slug: v.string(),
  path: v.string(),
  title: text,
  intro: text,
  summary: text,
  noIndex: flag,
});
export type RoutedDoc = v.InferOutput<typeof RoutedDocSchema>;

/** A carousel slide. */
export const SlideSchema = v.object({ _id: v.string(), title: v.string(), subtitle: text, summary: text, cmsImage: v.optional(v.unknown()), link: v.nullish(LinkSchema), publishedAt: text, expiresAt: text });
export type StoredSlide = v.InferOutput<typeof SlideSchema>;

export const FlagsOfEvent = FlagsSchema;
