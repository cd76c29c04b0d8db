/**
 * Runtime shapes of Portable Text blocks and of sections, checked one at a time by the content
 * resolvers: a block that fails is left out (and logged) and its neighbours stay.
 */
import * as v from 'valibot';
import { RefTargetSchema } from './page-shapes';

const text = v.nullish(v.string());
const flag = v.nullish(v.boolean());
const key = v.nullish(v.string());

export const SpanSchema = v.object({ _type: v.literal('span'), text: v.string(), marks: v.nullish(v.array(v.string())) });

/** A link annotation; an internal link carries its target as `reference->{…}` projects it (null when deleted). */
export const MarkDefSchema = v.object({ _key: v.string(), _type: v.string(), href: text, anchor: text, target: v.nullish(RefTargetSchema) });
export type MarkDef = v.InferOutput<typeof MarkDefSchema>;

export const TextBlockSchema = v.object({
  _key: key,
  _type: v.literal('block'),
  style: text,
  listItem: text,
  level: v.nullish(v.number()),
  children: v.array(v.unknown()),
  markDefs: v.nullish(v.array(v.unknown())),
});

/** The editors' blocks (content spec §3 "Rich-text blocks"), by `_type`. */
export const CustomBlockSchema = v.variant('_type', [
  v.object({ _key: key, _type: v.literal('simpleTable'), title: text, rows: v.array(v.object({ name: v.string(), value: v.string(), summary: text })) }),
  v.object({ _key: key, _type: v.literal('button'), title: v.string(), url: v.string(), style: text }),
  v.object({ _key: key, _type: v.literal('cmsImageEmbedded'), image: v.optional(v.unknown()), caption: text, alignment: text }),
  v.object({ _key: key, _type: v.literal('cmsImage'), image: v.optional(v.unknown()), caption: text }),
  v.object({ _key: key, _type: v.literal('collectionAsset'), objectId: v.pipe(v.number(), v.integer(), v.minValue(1)), caption: text }),
  v.object({ _key: key, _type: v.literal('map'), lat: v.nullish(v.number()), lng: v.nullish(v.number()), address: text, place: text, url: text, isMapStatic: flag }),
  v.object({ _key: key, _type: v.literal('icon'), icon: v.string(), text: v.string() }),
  v.object({ _key: key, _type: v.literal('videoAsset'), url: v.string(), mediaType: text, caption: text, showCaption: flag }),
  v.object({ _key: key, _type: v.literal('ticketType'), title: v.string(), price: text, description: text, url: text }),
  v.object({ _key: key, _type: v.literal('logoImage'), image: v.optional(v.unknown()), url: text }),
  v.object({ _key: key, _type: v.literal('row'), columns: v.array(v.object({ _key: key, body: v.nullish(v.array(v.unknown())) })) }),
  v.object({ _key: key, _type: v.literal('collapsibleText'), title: v.string(), body: v.nullish(v.array(v.unknown())) }),
  v.object({ _key: key, _type: v.literal('shortcode'), code: v.string() }),
  v.object({ _key: key, _type: v.literal('separator') }),
]);
export type CustomBlock = v.InferOutput<typeof CustomBlockSchema>;

/** Any stored block: its type decides which schema reads it. */
export const AnyBlockSchema = v.looseObject({ _type: v.string() });

/** A section as the page projection gives it; the type-specific parts are read by type. */
export const SectionSchema = v.object({
  _key: v.string(),
  _type: v.string(),
  title: text,
  subtitle: text,
  summary: text,
  body: v.nullish(v.union([v.string(), v.array(v.unknown())])),
  style: text,
  size: text,
  isHighlighted: flag,
  isCollapsible: flag,
  jumpLink: v.nullish(v.object({ title: v.string(), slug: v.string() })),
  cmsImage: v.optional(v.unknown()),
  cmsImageCaption: text,
  link: v.optional(v.unknown()),
  gridStyle: text,
  galleryStyle: text,
  showMediaType: flag,
  showCaptions: flag,
  relatedContent: v.nullish(v.array(v.unknown())),
  gallery: v.nullish(v.array(v.unknown())),
  videos: v.nullish(v.array(v.unknown())),
  sections: v.nullish(v.array(v.unknown())),
  callout: v.optional(v.unknown()),
  callouts: v.nullish(v.array(v.unknown())),
  location: v.nullish(v.object({ slug: v.string(), title: v.string() })),
  code: text,
});
export type StoredSection = v.InferOutput<typeof SectionSchema>;

export const GalleryImageSchema = v.object({ _key: key, image: v.optional(v.unknown()), caption: text });
export const VideoResourceSchema = v.object({ _key: key, url: v.string(), mediaType: text, caption: text, showCaption: flag });
export const TabSchema = v.object({ _key: v.string(), title: text, jumpLink: v.nullish(v.object({ title: v.string(), slug: v.string() })), relatedContent: v.nullish(v.array(v.unknown())) });
