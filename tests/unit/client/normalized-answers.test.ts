import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../client/apollo/createCache';
import { normalizedAnswer } from '../../../client/apollo/normalizedAnswers';

// A chrome-like query and a page-like query that share entities: the page asks more fields of the
// same locations, and their addresses and today's hours merge (createCache's type policies).
const CHROME = gql`
  query ChromeLike {
    site { __typename title }
    locations { __typename id slug address { __typename street city } today { __typename isOpen text } }
  }
`;
const PAGE = gql`
  query PageLike {
    locations { __typename id title address { __typename zipcode } today { __typename isOpen } }
  }
`;
const location = (id: string, open: boolean) => ({ __typename: 'Location', id, slug: `building-${id}`, address: { __typename: 'Address', street: `${id} Constitution Ave`, city: 'Washington' }, today: { __typename: 'TodayHours', isOpen: open, text: open ? 'Open today' : 'Closed today' } });
const chromeData = (open: boolean) => ({ site: { __typename: 'Site', title: 'The Museum' }, locations: [location('1', open), location('2', true)] });
const pageData = { locations: [{ __typename: 'Location', id: '1', title: 'West Building', address: { __typename: 'Address', zipcode: '20565' }, today: { __typename: 'TodayHours', isOpen: true } }] };

function written(first: { query: typeof CHROME; data: object }, second: { query: typeof PAGE; data: object }) {
  const cache = createCache({ resultCaching: false });
  cache.writeQuery({ query: cache.transformDocument(first.query), data: first.data });
  cache.writeQuery({ query: cache.transformDocument(second.query), data: second.data });
  return cache.extract();
}

describe('the chrome answer kept normalized between server renders (issue 11)', () => {
  it('restored, then the page written over it, gives the cache the two writes give', () => {
    const cache = createCache({ resultCaching: false });
    const entities = normalizedAnswer('ChromeLike:{}', cache.transformDocument(CHROME), {}, chromeData(true));
    cache.restore(entities);
    expect(cache.readQuery({ query: cache.transformDocument(CHROME) })).toEqual(chromeData(true));
    cache.writeQuery({ query: cache.transformDocument(PAGE), data: pageData });
    expect(cache.extract()).toEqual(written({ query: CHROME, data: chromeData(true) }, { query: PAGE, data: pageData }));
  });

  it('normalizes once per answer: the same data gives the same entities, new data new ones', () => {
    const query = createCache().transformDocument(CHROME);
    const first = normalizedAnswer('ChromeLike:{}', query, {}, chromeData(true));
    expect(normalizedAnswer('ChromeLike:{}', query, {}, structuredClone(chromeData(true)))).toBe(first);
    const changed = normalizedAnswer('ChromeLike:{}', query, {}, chromeData(false));
    expect(changed).not.toBe(first);
    expect(changed['Location:1']).toMatchObject({ today: { isOpen: false, text: 'Closed today' } });
  });

  it('shares frozen entities that a render’s writes never change', () => {
    const query = createCache().transformDocument(CHROME);
    const entities = normalizedAnswer('ChromeLike:{}', query, {}, chromeData(true));
    const before = structuredClone(entities);
    expect(Object.isFrozen(entities['Location:1'])).toBe(true);
    for (let render = 0; render < 2; render++) {
      const cache = createCache({ resultCaching: false });
      cache.restore(entities);
      cache.writeQuery({ query: cache.transformDocument(PAGE), data: pageData });
      expect(cache.extract()['Location:1']).toMatchObject({ title: 'West Building', address: { street: '1 Constitution Ave', zipcode: '20565' } });
    }
    expect(entities).toEqual(before);
  });
});
