import type { CollectionObject } from '../data/open-data';

/**
 * The curatorial department of an object. Walters, Carnegie and Colby records carry one; the
 * National Portrait Gallery, Crystal Bridges and Autry records do not, so those (all American
 * collections) are placed by their normalized classification, so every object has a department
 * to filter on.
 */
export function departmentOf(object: CollectionObject): string {
  if (object.department) return object.department;
  switch (object.classificationNormalized) {
    case 'painting':
    case 'sculpture':
      return 'American Painting and Sculpture';
    case 'print':
    case 'drawing':
    case 'photograph':
      return 'Prints, Drawings and Photographs';
    default:
      return 'American Decorative Arts';
  }
}
