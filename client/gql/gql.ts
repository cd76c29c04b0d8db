/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Chrome {\n    site {\n      title\n      description\n      currentYear\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    navigation {\n      primary {\n        ...ChromeMenuLink\n        children {\n          ...ChromeMenuLink\n        }\n      }\n      secondary {\n        ...ChromeMenuLink\n      }\n      deepFooter {\n        ...ChromeMenuLink\n      }\n    }\n    alerts {\n      id\n      text\n    }\n    locations {\n      id\n      slug\n      title\n      isPrimary\n      hoursUrl\n      address {\n        street\n        city\n        state\n        zipcode\n        addressOverride\n      }\n      today {\n        isOpen\n        text\n      }\n    }\n  }\n\n  fragment ChromeMenuLink on MenuLink {\n    id\n    title\n    secondaryTitle\n    url\n    isExternal\n  }\n": typeof types.ChromeDocument,
    "\n  query ContentPage($path: String!) {\n    page(path: $path) {\n      id\n      path\n      title\n      intro\n      type\n    }\n  }\n": typeof types.ContentPageDocument,
};
const documents: Documents = {
    "\n  query Chrome {\n    site {\n      title\n      description\n      currentYear\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    navigation {\n      primary {\n        ...ChromeMenuLink\n        children {\n          ...ChromeMenuLink\n        }\n      }\n      secondary {\n        ...ChromeMenuLink\n      }\n      deepFooter {\n        ...ChromeMenuLink\n      }\n    }\n    alerts {\n      id\n      text\n    }\n    locations {\n      id\n      slug\n      title\n      isPrimary\n      hoursUrl\n      address {\n        street\n        city\n        state\n        zipcode\n        addressOverride\n      }\n      today {\n        isOpen\n        text\n      }\n    }\n  }\n\n  fragment ChromeMenuLink on MenuLink {\n    id\n    title\n    secondaryTitle\n    url\n    isExternal\n  }\n": types.ChromeDocument,
    "\n  query ContentPage($path: String!) {\n    page(path: $path) {\n      id\n      path\n      title\n      intro\n      type\n    }\n  }\n": types.ContentPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Chrome {\n    site {\n      title\n      description\n      currentYear\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    navigation {\n      primary {\n        ...ChromeMenuLink\n        children {\n          ...ChromeMenuLink\n        }\n      }\n      secondary {\n        ...ChromeMenuLink\n      }\n      deepFooter {\n        ...ChromeMenuLink\n      }\n    }\n    alerts {\n      id\n      text\n    }\n    locations {\n      id\n      slug\n      title\n      isPrimary\n      hoursUrl\n      address {\n        street\n        city\n        state\n        zipcode\n        addressOverride\n      }\n      today {\n        isOpen\n        text\n      }\n    }\n  }\n\n  fragment ChromeMenuLink on MenuLink {\n    id\n    title\n    secondaryTitle\n    url\n    isExternal\n  }\n"): (typeof documents)["\n  query Chrome {\n    site {\n      title\n      description\n      currentYear\n      socialLinks {\n        network\n        label\n        url\n      }\n    }\n    navigation {\n      primary {\n        ...ChromeMenuLink\n        children {\n          ...ChromeMenuLink\n        }\n      }\n      secondary {\n        ...ChromeMenuLink\n      }\n      deepFooter {\n        ...ChromeMenuLink\n      }\n    }\n    alerts {\n      id\n      text\n    }\n    locations {\n      id\n      slug\n      title\n      isPrimary\n      hoursUrl\n      address {\n        street\n        city\n        state\n        zipcode\n        addressOverride\n      }\n      today {\n        isOpen\n        text\n      }\n    }\n  }\n\n  fragment ChromeMenuLink on MenuLink {\n    id\n    title\n    secondaryTitle\n    url\n    isExternal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPage($path: String!) {\n    page(path: $path) {\n      id\n      path\n      title\n      intro\n      type\n    }\n  }\n"): (typeof documents)["\n  query ContentPage($path: String!) {\n    page(path: $path) {\n      id\n      path\n      title\n      intro\n      type\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;