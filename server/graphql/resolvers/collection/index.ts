import { parseObjectId } from '../../../domain/object-id';
import type { CollectionDocument } from '../../../upstreams/collection-document';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { orFallback } from '../degrade';
import type { CollectionObjectParent } from './model';
import { toCollectionObject } from './object';
import { relatedContent, relatedObjects } from './related';
import { selectsAnyField } from '../selection';

/** The fields that read the object's extra document. */
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(['relatedObjects', 'relatedContent']);

/**
 * The extra document of an object, or null when there is none or the document service failed: the
 * object page then shows no related objects or content (spec: a failing document API leaves the
 * object shown). A failure marks the answer degraded, so no cache keeps it.
 */
function documentOf(parent: CollectionObjectParent, context: GatewayContext): Promise<CollectionDocument | null> {
  return orFallback(context, `collection document ${parent.objectId}`, null, () => context.loaders.collectionDocument.load(parent.objectId));
}

export const collectionResolvers: Resolvers = {
  Query: {
    // A malformed or unknown id is null (the not-found page); an unreachable collection API is an error, not a 404.
    collectionObject: async (_parent, { id }, context, info) => {
      const objectId = parseObjectId(id);
      if (objectId === null) return null;
      // Both upstreams at once when the query wants related data: the document does not depend on the record.
      if (selectsAnyField(info, DOCUMENT_FIELDS)) context.loaders.collectionDocument.load(objectId).catch(() => undefined);
      const record = await context.loaders.collectionObject.load(objectId);
      return record ? toCollectionObject(record, context.imagesUrl) : null;
    },
  },
  CollectionObject: {
    relatedObjects: async (parent, _args, context) => {
      const document = await documentOf(parent, context);
      return document ? relatedObjects(parent.objectId, document, context.imagesUrl) : [];
    },
    relatedContent: async (parent, _args, context) => {
      const document = await documentOf(parent, context);
      return document ? relatedContent(document, context.imagesUrl) : [];
    },
  },
};
