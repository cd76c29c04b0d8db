import type { ContentPageFieldsFragment } from '../../gql/graphql';

/** The content page of one type, as the page query gives it. */
export type PageOf<T extends ContentPageFieldsFragment['__typename']> = Extract<ContentPageFieldsFragment, { __typename: T }>;
