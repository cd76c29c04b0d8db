import type { DateTime } from 'luxon';
import { fullSize } from '../images/picture';
import { hashString } from '../random';
import type { BaseDocument, CmsImage, Keyed, Reference, Slug } from './documents';

/** Sanity system fields for a document; `_rev` derives from the id so data stays deterministic. */
export function systemFields<T extends string>(type: T, id: string, at: DateTime): Omit<BaseDocument, '_type'> & { _type: T } {
  const stamp = at.toUTC().toISO({ suppressMilliseconds: true }) ?? '';
  return { _id: id, _type: type, _createdAt: stamp, _updatedAt: stamp, _rev: hashString(`rev:${id}`).toString(36) };
}

export function slug(current: string): Slug {
  return { _type: 'slug', current };
}

export function reference(id: string): Reference {
  return { _type: 'reference', _ref: id, _key: hashString(`ref:${id}`).toString(36) };
}

/** Adds stable `_key`s to array members (Sanity arrays of objects carry them). */
export function keyed<T extends object>(prefix: string, items: readonly T[]): (T & Keyed)[] {
  return items.map((item, index) => ({ _key: `${prefix}-${index}`, ...item }));
}

/** Lower-case, hyphenated URL slug of a title. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** An image of the image service by id, with its full size as the asset's metadata gives it. */
export function serviceImage(iiifId: string, alt: string): CmsImage {
  return { iiifId, alt, ...fullSize(iiifId) };
}

/** An image of the CMS's own media library, served by the image service under a `cms-` id. */
export function cmsImage(name: string, alt: string): CmsImage {
  return serviceImage(`cms-${name}`, alt);
}

/** An ISO date-time with offset, as Sanity stores datetimes for the museum's zone. */
export function isoDateTime(at: DateTime): string {
  return at.toISO({ suppressMilliseconds: true }) ?? '';
}

export function isoDate(at: DateTime): string {
  return at.toISODate() ?? '';
}
