import { documentUrl } from '../../../domain/content/query-shape';
import { linkTarget, type LinkTarget } from '../../../domain/links';
import { LinkSchema, type RefTarget, type StoredLink } from '../../../upstreams/page-shapes';
import type { ContentLink } from '../../generated/resolvers-types';
import type { ContentScope } from './scope';
import { readPart } from './scope';

/** The URL a stored link points at: internal or external by its type (or the older single `url`), with its anchor. */
export function storedLinkUrl(link: StoredLink): string | null {
  const chosen = link.type === 'external' ? link.externalLink : link.type === 'internal' ? link.internalLink : (link.url ?? link.internalLink ?? link.externalLink);
  const base = chosen?.trim() || null;
  const anchor = link.anchor?.trim().replace(/^#/, '') || null;
  if (!base) return anchor ? `#${anchor}` : null;
  return anchor ? `${base.split('#')[0]}#${anchor}` : base;
}

/** A resolved target, or null with a report when the URL is unsafe or empty. */
export function targetOf(scope: ContentScope, part: string, url: string | null | undefined): LinkTarget | null {
  const target = linkTarget(url);
  if (!target && url?.trim()) scope.drop(part, `unsafe or unreadable link ${JSON.stringify(url.slice(0, 80))}`);
  return target;
}

/** An editor's link (title over an internal or external URL or an anchor); null when absent or unsafe. */
export function contentLinkOf(scope: ContentScope, raw: unknown): ContentLink | null {
  if (raw === null || raw === undefined) return null;
  const link = readPart(scope, 'link', LinkSchema, raw);
  if (!link) return null;
  const target = targetOf(scope, `link "${link.title}"`, storedLinkUrl(link));
  return target ? { title: link.title, secondaryTitle: link.secondaryTitle ?? null, target } : null;
}

/** The URL of a referenced document (with an anchor); null when it was deleted or is unpublished. */
export function referenceUrl(target: RefTarget | null | undefined, anchor?: string | null): string | null {
  const url = target ? documentUrl(target) : null;
  if (!url) return null;
  const hash = anchor?.trim().replace(/^#/, '');
  return hash ? `${url}#${hash}` : url;
}
