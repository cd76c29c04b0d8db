import * as v from 'valibot';
import type { TagSink } from '../cache/tags';
import { STORY_LIST_TAG, storyTag } from '../domain/cache-tags';
import type { UpstreamHttp } from '../http/client';
import { UpstreamError } from '../http/errors';
import { rewriteImageSource, type MicrositeOrigins } from '../domain/preschina/urls';
import { nullWhenNotFound } from './not-found';
import { storyArticle } from './preschina-article';
import { ChangedPostSchema, WpMediaSchema, WpPostListSchema, type ChangedPost, type Picture, type StoryArticle, type UploadFile, type WpPost } from './preschina-shapes';
import { expectShape } from './shape';

/** Spec §7: the presidents in one page of a hundred, in the microsite's order. */
const LIST_QUERY = { per_page: 100, orderby: 'menu_order', order: 'asc' } as const;
/** Changed posts asked for in one poll (WordPress's largest page). */
export const CHANGED_PAGE = 100;
/** Upload files the site passes on: pictures only (never SVG, which can carry script). */
const IMAGE_TYPES = /^image\/(jpeg|png|gif|webp)$/;

/**
 * The presidential china service: a WordPress site's REST API (the `president` posts and the media
 * library), its theme pages (a story's `<article>`) and its upload files.
 */
export class PreschinaClient {
  /** The origins whose links and files are the microsite's own. */
  readonly origins: MicrositeOrigins;

  /** `baseUrl` is where the gateway reaches WordPress; `publicUrl` the address WordPress prints in its own links, when another. */
  constructor(
    private readonly http: UpstreamHttp,
    private readonly baseUrl: string | null,
    publicUrl: string | null,
  ) {
    this.origins = new Set([baseUrl, publicUrl].flatMap((url) => (url ? [new URL(url).origin] : [])));
  }

  /** The base URL relative URLs of WordPress's answers resolve against. */
  private siteUrl(): string {
    return this.baseUrl ?? 'http://preschina.invalid';
  }

  /** Readiness: the REST API answers a one-post list. */
  async ping(): Promise<void> {
    await this.http.json('preschina', { path: '/wp-json/wp/v2/president', query: { per_page: 1 } });
  }

  /** Every `president` post (spec §7: per_page=100, by order), tagged as the list of stories. */
  async posts(tags: TagSink): Promise<WpPost[]> {
    tags.add([STORY_LIST_TAG]);
    const body = await this.http.json('preschina', { path: '/wp-json/wp/v2/president', query: LIST_QUERY });
    return expectShape('preschina', 'the president list', body, WpPostListSchema);
  }

  /**
   * The posts modified after `since`, oldest change first, at most CHANGED_PAGE of them (WordPress's
   * `modified_after`, 5.7 and later): what a poll purges. Never cached.
   */
  async changedSince(since: Date): Promise<ChangedPost[]> {
    const query = { per_page: CHANGED_PAGE, modified_after: since.toISOString(), orderby: 'modified', order: 'asc', _fields: 'id,slug,modified_gmt' };
    const body = await this.http.json('preschina', { path: '/wp-json/wp/v2/president', query });
    return expectShape('preschina', 'the changed posts', body, v.array(ChangedPostSchema));
  }

  /**
   * One attachment of the media library at WordPress's medium size (its original when there is
   * none), its file on this site's upload path; null when WordPress has no such id.
   */
  async picture(id: number): Promise<Picture | null> {
    const body = await nullWhenNotFound(() => this.http.json('preschina', { path: `/wp-json/wp/v2/media/${id}` }));
    if (body === null) return null;
    const media = expectShape('preschina', `media ${id}`, body, WpMediaSchema);
    const file = media.media_details.sizes.medium ?? { source_url: media.source_url, width: media.media_details.width, height: media.media_details.height };
    return { url: rewriteImageSource(file.source_url, this.siteUrl(), this.origins), alt: media.alt_text, width: Math.round(file.width), height: Math.round(file.height) };
  }

  /** The story on the theme page `/president/{slug}`, extracted and sanitized; null when there is no such page or it has no article. */
  async story(slug: string, tags: TagSink): Promise<StoryArticle | null> {
    tags.add([storyTag(slug)]);
    const path = `/president/${encodeURIComponent(slug)}`;
    const page = await nullWhenNotFound(() => this.http.ok('preschina', { path, headers: { accept: 'text/html' } }));
    if (page === null) return null;
    return storyArticle(page.text, { pageUrl: `${this.siteUrl()}${path}`, origins: this.origins });
  }

  /** An upload file (`/wp-content/uploads/…`); null when WordPress has none. Only pictures pass. */
  async upload(path: string): Promise<UploadFile | null> {
    const answer = await this.http.bytes('preschina', { path, headers: { accept: 'image/*' } });
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status >= 300) throw new UpstreamError('preschina', 'http', `HTTP ${answer.status} from ${path}`, { status: answer.status });
    const contentType = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!IMAGE_TYPES.test(contentType)) throw new UpstreamError('preschina', 'shape', `${path} is not a picture (${contentType || 'no type'})`);
    return { contentType, base64: answer.body.toString('base64') };
  }
}
