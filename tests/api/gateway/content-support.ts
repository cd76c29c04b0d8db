import { print } from 'graphql';
import { expect } from 'vitest';
import { ContentPageDocument, PreviewPageDocument, type ContentPageFieldsFragment, type ContentPageQueryVariables, type PreviewPageQueryVariables } from '../../../client/gql/graphql';
import type { TestGateway } from '../../support/gateway';

/** The site's own content page query, as the content route and detail routes send it. */
export const CONTENT_PAGE_QUERY = print(ContentPageDocument);
export const PREVIEW_PAGE_QUERY = print(PreviewPageDocument);

/** A preview secret for the API tests' gateways. */
export const TEST_PREVIEW_SECRET = 'api-test-preview-secret-0123';

export type PageAnswer = ContentPageFieldsFragment;
export type PageOf<T extends PageAnswer['__typename']> = Extract<PageAnswer, { __typename: T }>;

/** The page at a path through the site's query, failing on GraphQL errors. */
export async function contentPage(gateway: TestGateway, variables: ContentPageQueryVariables): Promise<PageAnswer | null> {
  const response = await gateway.graphql(CONTENT_PAGE_QUERY, variables).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.page as PageAnswer | null;
}

/** The page at a path, which must be of the given type. */
export async function pageOf<T extends PageAnswer['__typename']>(gateway: TestGateway, typename: T, variables: ContentPageQueryVariables): Promise<PageOf<T>> {
  const page = await contentPage(gateway, variables);
  expect(page?.__typename).toBe(typename);
  return page as PageOf<T>;
}

export function previewPage(gateway: TestGateway, variables: PreviewPageQueryVariables) {
  return gateway.graphql(PREVIEW_PAGE_QUERY, variables).expect(200);
}

/** Every `__typename` in an answer, counted. */
export function typenames(value: unknown, counts = new Map<string, number>()): Map<string, number> {
  if (Array.isArray(value)) value.forEach((item) => typenames(item, counts));
  else if (typeof value === 'object' && value !== null) {
    const typename = (value as { __typename?: unknown }).__typename;
    if (typeof typename === 'string') counts.set(typename, (counts.get(typename) ?? 0) + 1);
    Object.values(value).forEach((inner) => typenames(inner, counts));
  }
  return counts;
}

/** Every value under a key anywhere in an answer (for example every `link`). */
export function valuesOf(value: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => valuesOf(item, key, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, inner] of Object.entries(value)) {
      if (name === key && inner !== null) found.push(inner);
      valuesOf(inner, key, found);
    }
  }
  return found;
}

/** Upstream calls one action makes, by upstream. */
export async function callsDuring(gateway: TestGateway, action: () => Promise<unknown>): Promise<{ content: number; search: number }> {
  const before = { content: gateway.upstreamRequests('content'), search: gateway.upstreamRequests('search') };
  await action();
  return { content: gateway.upstreamRequests('content') - before.content, search: gateway.upstreamRequests('search') - before.search };
}
