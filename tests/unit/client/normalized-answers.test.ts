import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../client/apollo/createCache';
import { readAnswer, restoreAnswer } from '../../../client/apollo/normalizedAnswers';

// A chrome-like query and page-like queries that share entities: a page may ask more fields of the
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
const OBJECT_PAGE = gql`
  query ObjectLike {
    object(id: 7) { __typename id title }
  }
`;
const KEY = 'ChromeLike:{}';
const location = (id: string, open: boolean) => ({ __typename: 'Location', id, slug: `building-${id}`, address: { __typename: 'Address', street: `${id} Constitution Ave`, city: 'Washington' }, today: { __typename: 'TodayHours', isOpen: open, text: open ? 'Open today' : 'Closed today' } });
const chromeData = (open: boolean) => ({ site: { __typename: 'Site', title: 'The Museum' }, locations: [location('1', open), location('2', true)] });
const pageLocation = (id: string, open: boolean) => ({ __typename: 'Location', id, title: `Building ${id}`, address: { __typename: 'Address', zipcode: '20565' }, today: { __typename: 'TodayHours', isOpen: open } });
const pageData = (open: boolean) => ({ locations: [pageLocation('1', open), pageLocation('2', true)] });
const objectData = { object: { __typename: 'CollectionObject', id: '7', title: 'Vase' } };

/** A server render's cache: the chrome restored from the kept answer, then a page's answer written over it. */
function rendered(chrome: object, page: { query: typeof PAGE; data: object } | null) {
  const cache = createCache({ resultCaching: false });
  restoreAnswer(cache, KEY, cache.transformDocument(CHROME), {}, chrome);
  if (page) cache.writeQuery({ query: cache.transformDocument(page.query), data: page.data });
  return cache;
}

const readChrome = (cache: ReturnType<typeof createCache>) => readAnswer(cache, KEY, { query: cache.transformDocument(CHROME), variables: {}, returnPartialData: true, optimistic: true });

describe('the chrome answer kept normalized between server renders (issue 11)', () => {
  it('restored, then the page written over it, gives the cache the two writes give', () => {
    const cache = rendered(chromeData(true), null);
    expect(cache.readQuery({ query: cache.transformDocument(CHROME) })).toEqual(chromeData(true));
    cache.writeQuery({ query: cache.transformDocument(PAGE), data: pageData(true) });
    const written = createCache({ resultCaching: false });
    written.writeQuery({ query: written.transformDocument(CHROME), data: chromeData(true) });
    written.writeQuery({ query: written.transformDocument(PAGE), data: pageData(true) });
    expect(cache.extract()).toEqual(written.extract());
  });

  it('normalizes once per answer: renders of the same data share its entities, new data gets new ones', () => {
    const first = rendered(chromeData(true), null).extract();
    const again = rendered(structuredClone(chromeData(true)), null).extract();
    expect(again['Location:1']).toBe(first['Location:1']);
    const changed = rendered(chromeData(false), null).extract();
    expect(changed['Location:1']).not.toBe(first['Location:1']);
    expect(changed['Location:1']).toMatchObject({ today: { isOpen: false, text: 'Closed today' } });
  });

  it('shares frozen entities that a render’s writes never change', () => {
    const entities = rendered(chromeData(true), null).extract();
    const before = structuredClone(entities);
    expect(Object.isFrozen(entities['Location:1'])).toBe(true);
    for (let render = 0; render < 2; render++) {
      const cache = rendered(chromeData(true), { query: PAGE, data: pageData(true) });
      expect(cache.extract()['Location:1']).toMatchObject({ title: 'Building 1', address: { street: '1 Constitution Ave', zipcode: '20565' } });
    }
    expect(entities).toEqual(before);
  });

  it('reads the chrome once per answer while the page leaves its entities alone', () => {
    const first = readChrome(rendered(chromeData(true), { query: OBJECT_PAGE, data: objectData }));
    const second = readChrome(rendered(chromeData(true), { query: OBJECT_PAGE, data: objectData }));
    expect(second).toBe(first);
    expect(first).toMatchObject({ complete: true, result: chromeData(true) });
    expect(Object.isFrozen(first.result)).toBe(true);
  });

  it('reads the chrome anew when the page changed what it shows (today’s hours of a building both ask for)', () => {
    readChrome(rendered(chromeData(true), { query: OBJECT_PAGE, data: objectData }));
    const cache = rendered(chromeData(true), { query: PAGE, data: pageData(false) });
    const read = readChrome(cache);
    expect(read.result).toEqual(cache.diff({ query: cache.transformDocument(CHROME), returnPartialData: true, optimistic: true }).result);
    expect(read.result).toMatchObject({ locations: [{ id: '1', today: { isOpen: false } }, { id: '2', today: { isOpen: true } }] });
  });
});
