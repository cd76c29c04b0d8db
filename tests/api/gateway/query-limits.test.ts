import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChromeDocument, CollectionObjectPageDocument, ContentPageDocument, PreviewPageDocument, SearchDocument } from '../../../client/gql/graphql';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

describe('query limits', () => {
  // The content page's query nests deepest (rich text in sections in pages) and spans every page type.
  const routeQueries: [string, TypedDocumentNode<unknown, never>, Record<string, unknown>][] = [
    ['ContentPage', ContentPageDocument, { path: '/about/mission-history' }],
    ['PreviewPage', PreviewPageDocument, { id: 'drafts.page-visit', path: '/visit' }],
    ['Chrome', ChromeDocument, {}],
    ['Search', SearchDocument, { type: 'COLLECTIONS', query: 'vase', from: 0, size: 12, sort: 'RELEVANCE', filters: '{}' }],
    ['CollectionObjectPage', CollectionObjectPageDocument, { id: '6268' }],
  ];
  for (const [name, document, variables] of routeQueries) {
    it(`lets the site's own ${name} query through`, async () => {
      const response = await gateway.graphql(print(document), variables);
      expect(response.status).toBe(200);
      expect(response.body.errors).toBeUndefined();
    });
  }

  it('still refuses a query nested deeper than any screen asks, however it is split into fragments', async () => {
    const deep = 'query { navigation { primary { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } } }';
    const response = await gateway.graphql(deep).expect(400);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const split = 'query { navigation { primary { ...a } } } fragment a on MenuLink { children { children { children { ...b } } } } fragment b on MenuLink { children { children { children { children { children { children { children { id } } } } } } } }';
    expect((await gateway.graphql(split).expect(400)).body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
