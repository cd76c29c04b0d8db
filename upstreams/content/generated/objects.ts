import { loadObjects, objectByOpenId } from '../../data/open-data';
import type { CollectionObject } from '../../data/open-data';
import type { SeededRandom } from '../../random';
import { keyed, serviceImage } from '../base';
import type { CmsImage, Keyed } from '../documents';

let withImages: CollectionObject[] | undefined;

/** Collection objects that have an image (the image service serves them as `obj-{objectId}`). */
function objectsWithImages(): CollectionObject[] {
  withImages ??= loadObjects().filter((object) => object.hasImage);
  return withImages;
}

/** The image of a collection object, as content documents reference it. */
export function objectImage(object: CollectionObject): CmsImage {
  const artist = object.constituents?.[0]?.name;
  return serviceImage(`obj-${object.objectId}`, artist ? `${object.title} by ${artist}` : object.title);
}

/** The open-data objects of a record that exist in the sample collection. */
export function objectsByOpenIds(ids: readonly string[] | null): CollectionObject[] {
  return (ids ?? []).map((id) => objectByOpenId(id)).filter((object): object is CollectionObject => object !== undefined);
}

/** `count` distinct objects with images, chosen by the generator. */
export function pickObjects(random: SeededRandom, count: number): CollectionObject[] {
  const pool = objectsWithImages();
  const picked = new Map<number, CollectionObject>();
  while (picked.size < Math.min(count, pool.length)) {
    const object = random.pick(pool);
    picked.set(object.objectId, object);
  }
  return [...picked.values()];
}

/** `collectionAssets` of a content document. */
export function collectionAssets(prefix: string, objects: readonly CollectionObject[]): (Keyed & { objectId: number })[] {
  return keyed(
    prefix,
    objects.map((object) => ({ objectId: object.objectId })),
  );
}
