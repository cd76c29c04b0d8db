import { contentAddress } from '../../domain/paths';
import type { PageDoc } from '../../upstreams/content-queries';
import { pageQuery } from '../../upstreams/content-queries';
import type { PageType, Resolvers } from '../generated/resolvers-types';
import { loadContent } from '../loaders';

const PAGE_TYPES: Readonly<Record<string, PageType>> = {
  page: 'PAGE',
  webPackage: 'WEB_PACKAGE',
  resource: 'RESOURCE',
  collectionObjectGroup: 'COLLECTION_OBJECT_GROUP',
};

function pageType(doc: PageDoc): PageType {
  return PAGE_TYPES[doc._type] ?? 'PAGE';
}

export const contentResolvers: Resolvers = {
  Query: {
    // Unknown pages are null (the not-found view); an unreachable content service is an error, not a 404.
    page: async (_parent, { path }, context) => {
      const address = contentAddress(path);
      const doc = await loadContent(context.loaders, pageQuery, { slug: address.slug, path: address.parentPath });
      if (!doc) return null;
      return { id: doc._id, path: address.path, title: doc.title ?? null, intro: doc.intro ?? null, type: pageType(doc) };
    },
  },
};
