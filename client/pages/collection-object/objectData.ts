import type { CollectionObjectPageQuery } from '../../gql/graphql';

/** The object as the page's query returns it. */
export type ObjectData = NonNullable<CollectionObjectPageQuery['collectionObject']>;
