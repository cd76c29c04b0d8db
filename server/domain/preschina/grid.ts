/** The microsite's home on this site and its credits page (spec §2). */
export const PRESCHINA_PATH = '/preschina';
export const ACKNOWLEDGMENTS_SLUG = 'acknowledgments';

/** Posts of the microsite that are not presidents: the editors' test post and the credits (spec §7). */
const NOT_PRESIDENTS: ReadonlySet<string> = new Set(['test-president', ACKNOWLEDGMENTS_SLUG]);

/** Posts that have no story page on this site (the test post was never meant to be published). */
const UNPUBLISHED: ReadonlySet<string> = new Set(['test-president']);

/** WordPress slugs: lower-case letters, digits and hyphens (sanitize_title); anything else names no post. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 200;

export interface PostSummary {
  slug: string;
  menuOrder: number;
}

/** The presidents of the grid: every post but the test post and the acknowledgments, in menu order (the list's order on ties). */
export function presidentPosts<T extends PostSummary>(posts: readonly T[]): T[] {
  return posts
    .map((post, index) => ({ post, index }))
    .filter(({ post }) => !NOT_PRESIDENTS.has(post.slug))
    .sort((a, b) => a.post.menuOrder - b.post.menuOrder || a.index - b.index)
    .map(({ post }) => post);
}

/** The slug of a story URL segment, or null when it cannot name a published story (the not-found page). */
export function storySlug(segment: string): string | null {
  const slug = segment.trim().toLowerCase();
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug) || UNPUBLISHED.has(slug)) return null;
  return slug;
}

/** `/preschina/{slug}`. */
export function storyPath(slug: string): string {
  return `${PRESCHINA_PATH}/${slug}`;
}
