import { loadObjects, type CollectionObject } from '../data/open-data';
import { makers } from './people';

/** Where an object is shown: the museum's gallery and building, or nothing when not on view. */
export interface Placement {
  onView: boolean;
  gallery: string | null;
  building: string | null;
}

/** Source locations that are outdoors or away from the museum rather than a gallery. */
const OFF_SITE = /off-site/i;
const GROUNDS = /grounds/i;
/** Normalized classifications the museum shows in its Perelman Building (photography, textiles, design, media). */
const PERELMAN_CLASSES = new Set(['photograph', 'textile', 'media', 'architecture', 'installation', 'furniture']);
/** First gallery number per building: gallery numbers are the source locations, numbered in order. */
const GALLERY_BASE: Record<string, number> = { 'Main Building': 101, 'Perelman Building': 201, 'Rodin Museum': 301 };

function buildingOf(object: CollectionObject, location: string): string {
  if (OFF_SITE.test(location)) return 'Off Site';
  if (GROUNDS.test(location)) return 'Sculpture Garden';
  if (makers(object).some((person) => /rodin/i.test(person.name))) return 'Rodin Museum';
  if (PERELMAN_CLASSES.has(object.classificationNormalized ?? '')) return 'Perelman Building';
  return 'Main Building';
}

let galleryNumbers: Map<string, string> | undefined;

/** Gallery names per "building|source location": the sorted source locations of each building, numbered from its base. */
function galleries(): Map<string, string> {
  if (galleryNumbers) return galleryNumbers;
  const keys = new Set<string>();
  for (const object of loadObjects()) {
    if (object.onView && object.location) keys.add(`${buildingOf(object, object.location)}|${object.location}`);
  }
  const next = new Map<string, number>();
  galleryNumbers = new Map();
  for (const key of [...keys].sort()) {
    const building = key.slice(0, key.indexOf('|'));
    const base = GALLERY_BASE[building];
    if (base === undefined) continue;
    const number = next.get(building) ?? base;
    next.set(building, number + 1);
    galleryNumbers.set(key, `Gallery ${number}`);
  }
  return galleryNumbers;
}

/**
 * Maps the source's on-view flag and location to this museum's buildings: on-view objects go to
 * the Rodin Museum (works by Rodin), the Perelman Building (photography, textiles, design, media),
 * the Sculpture Garden (museum grounds), Off Site, or else the Main Building, each source gallery
 * becoming a numbered gallery there (Main Building 101+, Perelman 201+, Rodin 301+).
 */
export function placementOf(object: CollectionObject): Placement {
  if (!object.onView || !object.location) return { onView: false, gallery: null, building: null };
  const building = buildingOf(object, object.location);
  return { onView: true, gallery: galleries().get(`${building}|${object.location}`) ?? null, building };
}
