import type { CollectionObject } from '../../generated/resolvers-types';

/**
 * What Query.collectionObject hands to the CollectionObject fields: the record's display-ready
 * fields, and the ObjectID its related objects and content are loaded by (from a second upstream,
 * only when asked for).
 */
export type CollectionObjectParent = Omit<CollectionObject, 'relatedObjects' | 'relatedContent'> & { objectId: number };
