import { documentTag, pathTag } from '../domain/cache-tags';
import { documentPath } from '../domain/content/query-shape';
import type { GroqParams } from './content';

/**
 * The documents a content answer was built from: every `_id` in it (the document asked for and every
 * reference joined into it: cards, link targets, buildings) and every `_ref` left unjoined.
 */
export function answerTags(result: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(result)) {
    for (const item of result) answerTags(item, found);
  } else if (typeof result === 'object' && result !== null) {
    for (const [name, value] of Object.entries(result)) {
      if ((name === '_id' || name === '_ref') && typeof value === 'string') found.add(documentTag(value));
      else if (typeof value === 'object' && value !== null) answerTags(value, found);
    }
  }
  return found;
}

/** A lookup of the page at `$slug` under `$path`: tagged with that address, so a page created there is seen. */
export function lookupTags(params: GroqParams): string[] {
  const { slug, path } = params;
  return typeof slug === 'string' && typeof path === 'string' ? [pathTag(documentPath({ slug, path }))] : [];
}
