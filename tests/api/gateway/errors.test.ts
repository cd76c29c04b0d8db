import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

describe('bad GraphQL input', () => {
  it('answers an unknown field with GRAPHQL_VALIDATION_FAILED, no stack trace and no-store', async () => {
    const response = await gateway.graphql('{ site { nope } }').expect(400);
    expect(response.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(JSON.stringify(response.body)).not.toContain('stacktrace');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a syntax error with GRAPHQL_PARSE_FAILED', async () => {
    const response = await gateway.graphql('{ site {').expect(400);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses a document of more than 3000 tokens before executing it', async () => {
    const fields = Array.from({ length: 3100 }, () => '__typename').join(' ');
    const response = await gateway.graphql(`{ ${fields} }`).expect(400);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(response.body.errors[0].message).toContain('more that 3000 tokens');
  });

  it('answers a missing variable with BAD_USER_INPUT', async () => {
    const response = await gateway.graphql('query ($path: String!) { page(path: $path) { ... on RoutedPage { id } } }').expect(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses too many aliases and too deep queries', async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: alerts { id }`).join(' ');
    const tooManyAliases = await gateway.graphql(`{ ${aliases} }`).expect(400);
    expect(tooManyAliases.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const deep = '{ navigation { primary { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } } }';
    const tooDeep = await gateway.graphql(deep).expect(400);
    expect(tooDeep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers GET /graphql queries too (for CDN-cacheable reads)', async () => {
    const response = await gateway.http().get('/graphql').query({ query: '{ site { title } }' }).set('apollo-require-preflight', 'true').expect(200);
    expect(response.body.data.site.title).toBe('Philadelphia Museum of Art');
    expect(response.headers['cache-control']).toBe('max-age=300, public');
  });
});
