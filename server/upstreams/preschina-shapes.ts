import * as v from 'valibot';

/**
 * A `president` post of the WordPress REST API, as far as the gateway reads it (spec §3: slug, id,
 * title.rendered, dial_portrait.ID). Advanced Custom Fields gives `false` for an empty image field.
 */
export const WpPostSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: v.string(),
  menu_order: v.fallback(v.pipe(v.number(), v.integer()), 0),
  title: v.object({ rendered: v.string() }),
  dial_portrait: v.fallback(v.nullable(v.object({ ID: v.pipe(v.number(), v.integer()) })), null),
  /** When the post last changed, in UTC without an offset (WordPress's way); the sitemap's lastmod. */
  modified_gmt: v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/))), null),
});
export type WpPost = v.InferOutput<typeof WpPostSchema>;
export const WpPostListSchema = v.array(WpPostSchema);

/** A post WordPress lists as changed (`modified_after`): which story, and when (UTC, without an offset, as WordPress prints it). */
export const ChangedPostSchema = v.object({ id: v.pipe(v.number(), v.integer()), slug: v.string(), modified_gmt: v.string() });
export type ChangedPost = v.InferOutput<typeof ChangedPostSchema>;

const WpSizeSchema = v.object({ source_url: v.string(), width: v.number(), height: v.number() });

/** An attachment of the media library: its alt text and files (spec §3: sizes.medium.source_url). */
export const WpMediaSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  alt_text: v.fallback(v.string(), ''),
  source_url: v.string(),
  media_details: v.object({
    width: v.number(),
    height: v.number(),
    sizes: v.fallback(v.object({ medium: v.optional(WpSizeSchema) }), {}),
  }),
});
export type WpMedia = v.InferOutput<typeof WpMediaSchema>;

/** What the gateway keeps of an attachment: its medium-size file on this site's upload path (null when it is not one of the microsite's uploads). */
export const PictureSchema = v.object({ url: v.nullable(v.string()), alt: v.string(), width: v.number(), height: v.number() });
export type Picture = v.InferOutput<typeof PictureSchema>;

/**
 * A passage of a story: sanitized HTML, or a video player the story embedded (its player URL, the
 * frame's own title, and the caption it had), which the site loads only when the visitor asks.
 */
export const StoryPartSchema = v.variant('kind', [
  v.object({ kind: v.literal('html'), html: v.string() }),
  v.object({ kind: v.literal('video'), url: v.string(), title: v.nullable(v.string()), caption: v.nullable(v.string()) }),
]);
export type StoryPart = v.InferOutput<typeof StoryPartSchema>;

/** What the gateway keeps of a story page: its title and its sanitized article, in passages. */
export const StoryArticleSchema = v.object({ title: v.string(), parts: v.array(StoryPartSchema) });
export type StoryArticle = v.InferOutput<typeof StoryArticleSchema>;

/** An upload file, kept in the cache as base64. */
export const UploadFileSchema = v.object({ contentType: v.string(), base64: v.string() });
export type UploadFile = v.InferOutput<typeof UploadFileSchema>;
