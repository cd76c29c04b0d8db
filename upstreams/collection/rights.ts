import type { CollectionObject } from '../data/open-data';
import { isMakerUnknown, makers, primaryMaker } from './people';

/** Download behaviour codes of the object record (spec §5 of the content document). */
export const DownloadBehavior = { fullscreenAndDownload: 140, fullscreenOnly: 139, none: 3 } as const;
export type DownloadBehaviorCode = (typeof DownloadBehavior)[keyof typeof DownloadBehavior];

/**
 * Rights type codes. The spec names 4, 6, 9, 10 and 12; 1 and 2 complete the set:
 * 1 public domain, 2 in copyright (single named rights holder), 4 copyright undetermined,
 * 6 public domain work whose image rights are held by the photographer or lender,
 * 9 maker unknown, 10 several rights holders, 12 trademark or related rights.
 */
export const RightsType = { publicDomain: 1, inCopyright: 2, undetermined: 4, imageRightsReserved: 6, makerUnknown: 9, multipleHolders: 10, trademark: 12 } as const;
export type RightsTypeCode = (typeof RightsType)[keyof typeof RightsType];

export interface Rights {
  downloadBehavior: DownloadBehaviorCode;
  rightsTypeId: RightsTypeCode;
  copyright: string;
}

/** Works made before this year, or whose makers all died before DEATH_CUTOFF, are treated as public domain. */
const MADE_BEFORE = 1926;
const DEATH_CUTOFF = 1956;
/** Modern design and decorative arts carry trademark or related rights. */
const DESIGN_CLASSES = new Set(['decorative arts', 'furniture', 'glass', 'ceramics', 'metalwork', 'media']);

function isPublicDomain(object: CollectionObject): boolean {
  if (object.dateEnd !== null && object.dateEnd < MADE_BEFORE) return true;
  const people = makers(object);
  return people.length > 0 && people.every((person) => person.deathYear !== null && person.deathYear < DEATH_CUTOFF);
}

function rightsTypeOf(object: CollectionObject): RightsTypeCode {
  // Walters dedicates its images to the public domain (CC0) whatever the work's date.
  if (object.source === 'walters') return RightsType.publicDomain;
  if (isPublicDomain(object)) {
    // NPG (Smithsonian terms) and Carnegie (images not CC0) keep rights in their photographs.
    return object.source === 'npg' || object.source === 'cmoa' ? RightsType.imageRightsReserved : RightsType.publicDomain;
  }
  if (isMakerUnknown(object)) return RightsType.makerUnknown;
  const maker = primaryMaker(object);
  if (new Set(makers(object).map((person) => person.name)).size > 1) return RightsType.multipleHolders;
  if (DESIGN_CLASSES.has(object.classificationNormalized ?? '')) return RightsType.trademark;
  if (maker && maker.birthYear === null && maker.deathYear === null) return RightsType.undetermined;
  return RightsType.inCopyright;
}

function downloadBehaviorOf(object: CollectionObject, rightsTypeId: RightsTypeCode): DownloadBehaviorCode {
  if (rightsTypeId === RightsType.publicDomain) return DownloadBehavior.fullscreenAndDownload;
  // Smithsonian terms of use allow viewing their images but not redistributing them.
  if (object.source === 'npg') return DownloadBehavior.fullscreenOnly;
  if (rightsTypeId === RightsType.imageRightsReserved && object.hasImage) return DownloadBehavior.fullscreenOnly;
  return DownloadBehavior.none;
}

function copyrightOf(object: CollectionObject, rightsTypeId: RightsTypeCode): string {
  const names = [...new Set(makers(object).map((person) => person.name))];
  switch (rightsTypeId) {
    case RightsType.publicDomain:
      return 'Public Domain';
    case RightsType.imageRightsReserved:
      return `Public Domain; image © ${object.institution}`;
    case RightsType.makerUnknown:
      return 'Copyright status unknown';
    case RightsType.multipleHolders:
      return `© ${names.join(', ')}`;
    case RightsType.trademark:
      return `© ${names[0] ?? object.institution}; trademarks belong to their owners`;
    case RightsType.undetermined:
      return 'Copyright undetermined';
    case RightsType.inCopyright:
      return `© ${names[0] ?? object.institution}`;
  }
}

/**
 * Rights of an object, derived deterministically from the open data's image rights and the work's
 * dates and makers (the sources publish no rights codes):
 * - walters (images CC0): 140 + type 1.
 * - public domain by date (made before 1926 or all makers died before 1956): npg and cmoa → type 6
 *   (image rights kept by the photographing museum); others → type 1 with 140.
 * - otherwise: maker unknown → 9; several distinct makers → 10; modern design/decorative arts → 12;
 *   a maker without life dates → 4; else → 2 (in copyright).
 * - behaviour: type 1 → 140; npg (Smithsonian terms) → 139; type 6 with an image → 139; else 3.
 */
export function rightsOf(object: CollectionObject): Rights {
  const rightsTypeId = rightsTypeOf(object);
  return { rightsTypeId, downloadBehavior: downloadBehaviorOf(object, rightsTypeId), copyright: copyrightOf(object, rightsTypeId) };
}
