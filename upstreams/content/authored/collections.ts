import type { DateTime } from 'luxon';
import { loadObjects } from '../../data/open-data';
import type { CollectionObject } from '../../data/open-data';
import { cmsImage, reference, serviceImage, slug, systemFields } from '../base';
import type { CollectionObjectGroup, WebPackage } from '../documents';
import { collectionAssets } from '../generated/objects';
import { pageId } from './pages';

interface PackageInput {
  parent: 'themes' | 'departments' | 'collectors';
  key: string;
  title: string;
  intro: string;
  select: (object: CollectionObject) => boolean;
  limit: number;
}

const hasNationality = (object: CollectionObject, pattern: RegExp) => object.constituents?.some((person) => pattern.test(person.nationality ?? '')) ?? false;

/** Collection pages whose galleries are chosen by rule from the open collection. */
const PACKAGES: PackageInput[] = [
  { parent: 'departments', key: 'american-art', title: 'American Art', intro: 'Three centuries of painting, sculpture and decorative arts made in America.', select: (object) => object.hasImage && hasNationality(object, /American/), limit: 48 },
  { parent: 'departments', key: 'european-art', title: 'European Art', intro: 'Painting and sculpture from Europe, from the Renaissance to the nineteenth century.', select: (object) => object.hasImage && hasNationality(object, /French|Italian|Dutch|Flemish|German|Spanish|British|English/), limit: 48 },
  { parent: 'themes', key: 'portraits-of-the-presidents', title: 'Portraits of the Presidents', intro: 'Paintings, prints and photographs of American presidents.', select: (object) => (object.depictsPresidents?.length ?? 0) > 0, limit: 60 },
  { parent: 'collectors', key: 'collectors-and-their-gifts', title: 'Collectors and Their Gifts', intro: 'Works that came to public collections as gifts of private collectors.', select: (object) => object.hasImage && /^Gift of/i.test(object.creditLine ?? ''), limit: 36 },
];

const GROUPS: PackageInput[] = [
  { parent: 'themes', key: 'american-painting-highlights', title: 'Highlights of American Painting', intro: 'A curated group of American paintings.', select: (object) => object.hasImage && object.classificationNormalized === 'painting' && hasNationality(object, /American/), limit: 12 },
  { parent: 'themes', key: 'ceramics-and-porcelain', title: 'Ceramics and Porcelain', intro: 'Vessels and tableware in clay and porcelain.', select: (object) => object.classificationNormalized === 'ceramics', limit: 12 },
];

function pick(input: PackageInput): CollectionObject[] {
  return loadObjects().filter(input.select).slice(0, input.limit);
}

export function webPackages(now: DateTime): WebPackage[] {
  const at = now.minus({ months: 8 }).startOf('month');
  return PACKAGES.map((input) => {
    const objects = pick(input);
    return {
      ...systemFields('webPackage', `webPackage-${input.key}`, at),
      title: input.title,
      slug: slug(input.key),
      path: `/collection/${input.parent}`,
      intro: input.intro,
      section: 'research',
      packageId: input.key,
      cmsImage: objects[0] ? serviceImage(`obj-${objects[0].objectId}`, objects[0].title) : cmsImage(`package-${input.key}`, input.title),
      collectionAssets: collectionAssets('asset', objects),
    };
  });
}

export function collectionObjectGroups(now: DateTime): CollectionObjectGroup[] {
  const at = now.minus({ months: 5 }).startOf('month');
  return GROUPS.map((input) => ({
    ...systemFields('collectionObjectGroup', `collectionObjectGroup-${input.key}`, at),
    title: input.title,
    slug: slug(input.key),
    path: '/collection/curated',
    intro: input.intro,
    section: 'research',
    collectionAssets: collectionAssets('asset', pick(input)),
    relatedContent: [reference('webPackage-american-art'), reference(pageId('/research/provenance'))],
    showJumpLinks: true,
  }));
}
