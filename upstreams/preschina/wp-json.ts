import type { DateTime } from 'luxon';
import { entryContent, entryExcerpt } from './article-html';
import { firstEdit, type PreschinaEntry, type UploadImage } from './entries';
import { escapeHtml } from './escape-html';
import { uploadUrl } from './image-urls';
import type { PreschinaSite } from './site';

/** What a response needs to know beyond the data: the site's own origin. */
export interface WpContext {
  /** e.g. http://127.0.0.1:4004, taken from the request like WordPress's home URL. */
  origin: string;
}

/** WordPress's REST error body. */
export interface WpError {
  code: string;
  message: string;
  data: { status: number } & Record<string, unknown>;
}

export function wpError(code: string, message: string, status: number, data: Record<string, unknown> = {}): WpError {
  return { code, message, data: { status, ...data } };
}

/** What WordPress answers for a path under /wp-json that no route matches. */
export const noRoute = () => wpError('rest_no_route', 'No route was found matching the URL and request method.', 404);

/** `date` is the site's local time, `date_gmt` UTC, both without an offset as WordPress prints them. */
function wpDates({ published, modified }: Pick<PreschinaEntry, 'published' | 'modified'>) {
  const format = (value: DateTime) => value.toFormat("yyyy-LL-dd'T'HH:mm:ss");
  return { date: format(published), date_gmt: format(published.toUTC()), modified: format(modified), modified_gmt: format(modified.toUTC()) };
}

function fullUrl(image: UploadImage, context: WpContext): string {
  return uploadUrl(context.origin, image);
}

function mediumUrl(image: UploadImage, context: WpContext): string {
  return uploadUrl(context.origin, image, 'medium');
}

/** The `dial_portrait` custom field as Advanced Custom Fields returns an image field (array format). */
function acfImage(image: UploadImage, entry: PreschinaEntry, context: WpContext) {
  const sqlDate = (value: DateTime) => value.toFormat('yyyy-LL-dd HH:mm:ss');
  return {
    ID: image.mediaId,
    id: image.mediaId,
    title: image.name,
    filename: `${image.name}.jpg`,
    url: fullUrl(image, context),
    link: `${context.origin}/president/${entry.slug}/${image.name}/`,
    alt: image.alt,
    author: '1',
    description: '',
    caption: image.caption,
    name: image.name,
    status: 'inherit',
    uploaded_to: entry.id,
    date: sqlDate(entry.published),
    modified: sqlDate(firstEdit(entry.published)),
    menu_order: 0,
    mime_type: 'image/jpeg',
    type: 'image',
    subtype: 'jpeg',
    width: image.width,
    height: image.height,
    sizes: { medium: mediumUrl(image, context), 'medium-width': image.medium.width, 'medium-height': image.medium.height },
  };
}

/** A `president` post as `GET /wp-json/wp/v2/president` lists it. */
export function wpPost(entry: PreschinaEntry, site: PreschinaSite, context: WpContext) {
  return {
    id: entry.id,
    ...wpDates(entry),
    guid: { rendered: `${context.origin}/?post_type=president&#038;p=${entry.id}` },
    slug: entry.slug,
    status: 'publish',
    type: 'president',
    link: `${context.origin}/president/${entry.slug}`,
    title: { rendered: escapeHtml(entry.title) },
    content: { rendered: `${entryContent(entry, site)}\n`, protected: false },
    excerpt: { rendered: `<p>${escapeHtml(entryExcerpt(entry))}</p>\n`, protected: false },
    featured_media: 0,
    menu_order: entry.menuOrder,
    template: '',
    meta: [],
    class_list: [`post-${entry.id}`, 'president', 'type-president', 'status-publish', 'hentry'],
    dial_portrait: acfImage(entry.portrait, entry, context),
  };
}

/** An attachment as `GET /wp-json/wp/v2/media/{id}` returns it; files are served by the image service. */
export function wpMedia(image: UploadImage, entry: PreschinaEntry, context: WpContext) {
  const size = (file: string, width: number, height: number, sourceUrl: string) => ({ file, width, height, mime_type: 'image/jpeg', source_url: sourceUrl });
  return {
    id: image.mediaId,
    ...wpDates({ published: entry.published, modified: firstEdit(entry.published) }),
    guid: { rendered: fullUrl(image, context) },
    slug: image.name,
    status: 'inherit',
    type: 'attachment',
    link: `${context.origin}/president/${entry.slug}/${image.name}/`,
    title: { rendered: escapeHtml(image.name) },
    author: 1,
    comment_status: 'open',
    ping_status: 'closed',
    template: '',
    meta: [],
    description: { rendered: '' },
    caption: { rendered: `<p>${escapeHtml(image.caption)}</p>\n` },
    alt_text: image.alt,
    media_type: 'image',
    mime_type: 'image/jpeg',
    media_details: {
      width: image.width,
      height: image.height,
      file: `${image.folder}/${image.name}.jpg`,
      sizes: {
        medium: size(`${image.name}-${image.medium.width}x${image.medium.height}.jpg`, image.medium.width, image.medium.height, mediumUrl(image, context)),
        full: size(`${image.name}.jpg`, image.width, image.height, fullUrl(image, context)),
      },
      image_meta: {},
    },
    post: entry.id,
    source_url: fullUrl(image, context),
  };
}
