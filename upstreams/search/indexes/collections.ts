import { loadObjects, type CollectionObject } from '../../data/open-data';
import { departmentOf } from '../../collection/department';
import { iiifPath, imageIds } from '../../collection/images';
import { afterArtist, displayNameOf, makerRole, makers, orderedConstituents, primaryMaker } from '../../collection/people';
import { placementOf } from '../../collection/placement';
import { snippet, words, type IndexedDocument } from '../documents';

/** Indexed characters of a label: its opening carries the subject; the full text would double the index. */
const BODY_LENGTH = 1000;

/** A collection object's weight: richer, visible records first (image, on view, exhibited, published, provenance). */
function weightOf(object: CollectionObject): number {
  return (
    (object.hasImage ? 3 : 0) +
    (object.onView ? 3 : 0) +
    Math.min(object.exhibitionHistory?.length ?? 0, 3) +
    (object.references?.length ? 1 : 0) +
    (object.provenance ? 1 : 0)
  );
}

/**
 * The collections search document of one object (spec: search result fields for artworks).
 * `packageIds` are the web packages showing it: the hidden `metadata.webPackage.packageId` filter
 * pages a package's gallery through the collection search.
 */
export function collectionDocument(object: CollectionObject, packageIds: readonly string[] = []): IndexedDocument {
  const maker = primaryMaker(object);
  const after = afterArtist(object);
  const people = orderedConstituents(object);
  const placement = placementOf(object);
  const places = (object.geography ?? []).map((place) => place.place);
  const context = [object.dynasty, object.period, object.reign, object.style].filter((part): part is string => Boolean(part));
  const [imageId] = imageIds(object);
  const weight = weightOf(object);
  return {
    document: {
      id: `collections-${object.objectId}`,
      type: 'collections',
      objectId: object.objectId,
      title: object.title,
      url: `/collection/object/${object.objectId}`,
      imageUrl: imageId ? iiifPath(imageId) : null,
      imageAlt: imageId ? (maker ? `${object.title}, ${displayNameOf(maker)}` : object.title) : null,
      // Names as the collection API displays them, so cards and object pages agree ("Artist/maker unknown, French").
      artist: maker ? displayNameOf(maker) : null,
      artistRole: maker ? makerRole(maker) : null,
      artistDate: maker?.displayBio ?? null,
      afterArtist: after?.name ?? null,
      culture: object.culture ?? maker?.nationality ?? null,
      dated: object.dated,
      dateBegin: object.dateBegin,
      dateEnd: object.dateEnd,
      objectNumber: object.accessionNumber,
      summary: snippet(object.description),
      // The Artists filter: who made the work (sitters and the depicted are found by text, not listed as artists).
      artists: [...new Set(makers(object).map(displayNameOf))],
      place: [...new Set(places)],
      context,
      medium: object.medium,
      classification: object.classification,
      department: departmentOf(object),
      onview: placement.onView,
      room: placement.gallery,
      building: placement.building,
      hasProvenance: Boolean(object.provenance),
      hasImage: object.hasImage,
      ...(packageIds.length ? { metadata: { webPackage: { packageId: [...packageIds] } } } : {}),
      weight,
      allWeight: weight,
    },
    text: {
      title: words(object.title, (object.alternateTitles ?? []).map((alternate) => alternate.title)),
      people: words(people.map((person) => person.name)),
      keywords: words(object.medium, object.classification, object.classificationNormalized, object.culture, departmentOf(object), places, context, object.accessionNumber, object.dated, maker?.nationality),
      body: (object.description ?? '').slice(0, BODY_LENGTH),
    },
  };
}

/** The collections index: every open-data object, tagged with the web packages (by objectId) that show it. */
export function buildCollectionDocuments(packagesByObject: ReadonlyMap<number, readonly string[]> = new Map()): IndexedDocument[] {
  return loadObjects().map((object) => collectionDocument(object, packagesByObject.get(object.objectId)));
}
