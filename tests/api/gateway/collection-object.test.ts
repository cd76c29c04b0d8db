import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionObjectPageQuery } from '../../../client/gql/graphql';
import { CollectionObjectPageDocument } from '../../../client/gql/graphql';
import type { RunningUpstreams } from '../../../upstreams/start';
import { startUpstreams } from '../../../upstreams/start';
import type { TestGateway } from '../../support/gateway';
import { startGateway, TEST_NOW } from '../../support/gateway';

/** The object page's own query, as the browser sends it. */
const PAGE_QUERY = print(CollectionObjectPageDocument);
const MESSAGE = 'A downloadable image is unavailable for this object due to copyright, trademark or related rights.';

type PageObject = NonNullable<CollectionObjectPageQuery['collectionObject']>;

let upstreams: RunningUpstreams;
let gateway: TestGateway;
beforeAll(async () => {
  upstreams = await startUpstreams({ now: TEST_NOW });
  gateway = await startGateway({ upstreams });
});
afterAll(async () => {
  await gateway.close();
  await upstreams.close();
});

async function pageObject(id: string, on: TestGateway = gateway): Promise<PageObject> {
  const response = await on.graphql(PAGE_QUERY, { id }).expect(200);
  expect(response.body.errors).toBeUndefined();
  const object = (response.body.data as CollectionObjectPageQuery).collectionObject;
  if (!object) throw new Error(`object ${id} not found`);
  return object;
}

/** Runs checks against a gateway of its own (a fresh cache, so counts start cold), closed afterwards. */
async function withOwnGateway(options: Parameters<typeof startGateway>[0], check: (own: TestGateway) => Promise<void>): Promise<void> {
  const own = await startGateway(options);
  try {
    await check(own);
  } finally {
    await own.close();
  }
}

/** Upstream calls made by one request, per upstream. */
async function callsOf(on: TestGateway, send: () => Promise<unknown>): Promise<Record<'collection' | 'search' | 'content' | 'images', number>> {
  const names = ['collection', 'search', 'content', 'images'] as const;
  const before = names.map((name) => on.upstreamRequests(name));
  await send();
  return Object.fromEntries(names.map((name, index) => [name, on.upstreamRequests(name) - (before[index] ?? 0)])) as Record<(typeof names)[number], number>;
}

describe('collectionObject: the object record joined with its document', () => {
  it('answers the display-ready record of a Walters sculpture on view (140, public domain)', async () => {
    const object = await pageObject('6268');
    const images = gateway.config.upstreams.images.url;
    expect(object).toMatchObject({
      id: '6268',
      url: '/collection/object/6268',
      title: 'Bust of William Thompson Walters',
      titles: [
        { title: 'Bust of William Thompson Walters', type: 'Primary Title' },
        { title: 'Bust of W. T. Walters', type: 'Alternate Title' },
      ],
      dated: '1867',
      artists: [
        {
          name: 'William Henry Rinehart',
          rolePhrase: 'Made by',
          dates: 'American, 1825-1874',
          searchUrl: '/search/collections?filters=%7B%22artist%22%3A%5B%22William%20Henry%20Rinehart%22%5D%7D',
        },
      ],
      medium: 'white marble',
      classification: 'Sculpture',
      creditLine: 'Commissioned by William T. Walters, 1867',
      accessionNumber: '28.9',
      geography: [{ place: 'Roma', type: 'Place of Origin', searchUrl: '/search/collections?filters=%7B%22place%22%3A%5B%22Roma%22%5D%7D' }],
      context: null,
      location: { building: 'Main Building', buildingUrl: '/visit/locations-hours#main-building', isOnline: false },
      copyright: 'Public Domain',
      imageRights: { canFullscreen: true, canDownload: true, unavailableMessage: null },
      publishedReferences: ['Rusk, William Sener. William Henry Rinehart, sculptor. Baltimore: N.T.A. Munder, 1939.', "Carson, Jenny. Rinehart's Studio: Rough Stone to Living Marble. Baltimore: The Walters Art Museum, 2015."],
    });
    expect(object.location.text).toMatch(/^Gallery 1\d\d, Main Building$/);
    expect(object.provenance[0]).toMatch(/^William T\. Walters, Baltimore, 1867, by commission;/);
    expect(object.label).toMatchObject({ isClamped: false, clampedParagraphs: null });
    expect(object.exhibitionHistory.map((entry) => entry.text)).toContain('The Allure of Bronze. The Walters Art Gallery, Baltimore. 1995.');
    // Seven views, primary first, at the three widths, with the full-size file to download.
    expect(object.images).toHaveLength(7);
    expect(object.images[0]).toEqual({
      id: 'obj-6268',
      isPrimary: true,
      alt: 'Bust of William Thompson Walters, William Henry Rinehart',
      thumbnailUrl: `${images}/iiif/obj-6268/full/300,/0/default.jpg`,
      url: `${images}/iiif/obj-6268/full/800,/0/default.jpg`,
      largeUrl: `${images}/iiif/obj-6268/full/1000,/0/default.jpg`,
      sizes: [300, 800, 1000].map((width) => ({ width, url: `${images}/iiif/obj-6268/full/${width},/0/default.jpg` })),
      downloadUrl: `${images}/iiif/obj-6268/full/max/0/default.jpg`,
      downloadFileName: '28.9-1.jpg',
    });
    expect(object.images.slice(1).map((image) => [image.isPrimary, image.alt])).toContainEqual([false, 'Bust of William Thompson Walters, William Henry Rinehart, view 2']);
  });

  it('joins the related objects of the document API: same artist first, never the object itself, images at the image service', async () => {
    const object = await pageObject('6268');
    expect(object.relatedObjects).toHaveLength(12);
    expect(object.relatedObjects.slice(0, 4).map((related) => related.artist)).toEqual(Array(4).fill('William Henry Rinehart'));
    expect(object.relatedObjects.map((related) => related.id)).not.toContain('6268');
    for (const related of object.relatedObjects) {
      expect(related.url).toBe(`/collection/object/${related.id}`);
      if (related.imageUrl) expect(related.imageUrl.startsWith(`${gateway.config.upstreams.images.url}/iiif/`)).toBe(true);
    }
    expect(object.relatedObjects[0]).toMatchObject({ artistRolePhrase: 'Made by' });
    // The image service really serves what the cards point at.
    const image = await fetch(object.relatedObjects.find((related) => related.imageUrl)?.imageUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('joins the related content ("Explore More") parsed from the document JSON string', async () => {
    const object = await pageObject('5812');
    expect(object.relatedContent.length).toBeGreaterThan(0);
    for (const item of object.relatedContent) {
      expect(item.url.startsWith('/')).toBe(true);
      expect(item.isExternal).toBe(false);
      expect(['Exhibition', 'Event', 'Event Series', 'Visiting', 'Join & Support', 'Learn & Research', 'About Us', 'Page']).toContain(item.typeLabel);
    }
    const shown = await pageObject('1001');
    expect(shown.relatedContent).toContainEqual(
      expect.objectContaining({ typeLabel: 'Exhibition', url: '/calendar/exhibition/a-measure-of-the-earth-the-cole-ware-collection-of-american-baskets' }),
    );
  });

  it('clamps a label of 1000 characters or more, not one of 999', async () => {
    const long = await pageObject('5812');
    expect(long.label?.isClamped).toBe(true);
    expect(long.label?.paragraphs.join('').length).toBeGreaterThanOrEqual(1000);
    expect(long.label?.clampedParagraphs?.join('').length).toBeLessThan(1000);
    const justUnder = await pageObject('5958');
    expect(justUnder.label).toMatchObject({ isClamped: false, clampedParagraphs: null });
  });

  it('decides image controls, the unavailable-image message and the copyright line on the server, per object', async () => {
    const cases: [string, { canFullscreen: boolean; canDownload: boolean; unavailableMessage: string | null }, string | null][] = [
      // Carnegie candlestick: 139, rights type 6 (image rights kept), two artists.
      ['2137', { canFullscreen: true, canDownload: false, unavailableMessage: null }, null],
      // San Ildefonso jar: 3, rights type 12 (trademark), a single artist.
      ['1110', { canFullscreen: false, canDownload: false, unavailableMessage: MESSAGE }, '© Maria Martinez; trademarks belong to their owners'],
      // Autry jar with no maker: 3, rights type 9.
      ['1001', { canFullscreen: false, canDownload: false, unavailableMessage: MESSAGE }, null],
      // NPG portrait: 139, in copyright (type 2); its sitter is not an artist, so the photographer is the single one.
      ['4360', { canFullscreen: true, canDownload: false, unavailableMessage: MESSAGE }, '© Peter Hujar'],
      // A rights type 4 (undetermined) print: no copyright line.
      ['1018', { canFullscreen: false, canDownload: false, unavailableMessage: MESSAGE }, null],
      // Several makers, rights type 10.
      ['1198', { canFullscreen: false, canDownload: false, unavailableMessage: MESSAGE }, null],
    ];
    for (const [id, rights, copyright] of cases) {
      const object = await pageObject(id);
      expect(object.imageRights, id).toEqual(rights);
      expect(object.copyright, id).toBe(copyright);
      for (const image of object.images) expect(image.downloadUrl, id).toBeNull();
    }
  });

  it('shows no image and no controls for an object without an image, and the unavailable-image message where its rights say so', async () => {
    const object = await pageObject('1015');
    expect(object.images).toEqual([]);
    expect(object.imageRights).toEqual({ canFullscreen: false, canDownload: false, unavailableMessage: MESSAGE });
    expect(object.copyright).toBe('© Bruce Davidson');
    // 1033 (3/12), 4422 (139/2): withheld by their rights, image or not; 1047 (140/1) withholds nothing.
    for (const id of ['1033', '4422']) expect((await pageObject(id)).imageRights.unavailableMessage, id).toBe(MESSAGE);
    expect((await pageObject('1047')).imageRights.unavailableMessage).toBeNull();
  });

  it('names an unknown maker "Artist/maker unknown", without a search link or copyright line', async () => {
    const object = await pageObject('1641');
    expect(object.artists).toEqual([{ name: 'Artist/maker unknown, Kota', rolePhrase: null, dates: null, searchUrl: null }]);
    expect(object.copyright).toBeNull();
    expect(object.imageRights.canDownload).toBe(true);
  });

  it('lists only makers as artists: depicted people are left out, and copyright follows the single maker', async () => {
    const object = await pageObject('1262');
    expect(object.artists.map((artist) => artist.name)).toEqual(['Asher Brown Durand']);
  });

  it('keeps the record facts the page does not show for other clients: role, years, department', async () => {
    const response = await gateway.graphql('{ collectionObject(id: "2137") { dateBegin dateEnd department location { isOnView isOffSite } artists { name role rolePhrase } } }').expect(200);
    expect(response.body.data.collectionObject).toMatchObject({
      location: { isOnView: true, isOffSite: false },
      artists: [
        { name: 'Thomas Hope', role: 'after', rolePhrase: 'After' },
        { name: 'Alexis Decaix', role: 'attributed manufacturer', rolePhrase: 'Manufacture attributed to' },
      ],
    });
    expect(response.body.data.collectionObject.department).toEqual(expect.any(String));
    expect(response.body.data.collectionObject.dateBegin).toBeLessThanOrEqual(response.body.data.collectionObject.dateEnd);
  });

  it('builds Context from Dynasty, Period and Reign', async () => {
    expect((await pageObject('2317')).context).toBe('Tang Dynasty');
    expect((await pageObject('3595')).context).toBe('Shang period');
  });

  it('answers a leading-zero id as the same object under its canonical id', async () => {
    const object = await pageObject('006268');
    expect(object).toMatchObject({ id: '6268', url: '/collection/object/6268' });
  });
});

describe('collectionObject batching: one upstream call per kind of data', () => {
  it('makes one collection call and one document call for an object with twelve related objects and its related content', async () => {
    await withOwnGateway({ upstreams }, async (fresh) => {
      const calls = await callsOf(fresh, () => fresh.graphql(PAGE_QUERY, { id: '5812' }).expect(200));
      expect(calls).toEqual({ collection: 1, search: 1, content: 0, images: 0 });
      const object = await pageObject('5812', fresh);
      expect(object.relatedObjects).toHaveLength(12);
      expect(object.relatedContent.length).toBeGreaterThan(1);
    });
  });

  it('still makes one call per kind when a query repeats the object and its related fields under aliases', async () => {
    await withOwnGateway({ upstreams }, async (fresh) => {
      const query = `query($id: ID!) {
        a: collectionObject(id: $id) { title relatedObjects { id title } relatedContent { url } }
        b: collectionObject(id: $id) { dated relatedObjects { artist } }
        c: collectionObject(id: "05812") { relatedContent { url } }
      }`;
      const calls = await callsOf(fresh, async () => {
        const response = await fresh.graphql(query, { id: '5812' }).expect(200);
        expect(response.body.errors).toBeUndefined();
        expect(response.body.data.a.relatedObjects).toHaveLength(12);
        expect(response.body.data.c.relatedContent).toEqual(response.body.data.a.relatedContent);
      });
      expect(calls).toEqual({ collection: 1, search: 1, content: 0, images: 0 });
    });
  });

  it('answers a warm request from the cache, and asks for the document only when related data is wanted', async () => {
    await withOwnGateway({ upstreams }, async (fresh) => {
      await fresh.graphql(PAGE_QUERY, { id: '6268' }).expect(200);
      expect(await callsOf(fresh, () => fresh.graphql(PAGE_QUERY, { id: '6268' }).expect(200))).toEqual({ collection: 0, search: 0, content: 0, images: 0 });
      expect(await callsOf(fresh, () => fresh.graphql('{ collectionObject(id: "2137") { title } }').expect(200))).toEqual({ collection: 1, search: 0, content: 0, images: 0 });
      // Related fields reached through a fragment count too: the document is fetched alongside the record.
      const withFragment = '{ collectionObject(id: "1001") { ...Related } } fragment Related on CollectionObject { relatedObjects { id } }';
      expect(await callsOf(fresh, () => fresh.graphql(withFragment).expect(200))).toEqual({ collection: 1, search: 1, content: 0, images: 0 });
    });
  });
});

describe('collectionObject: not found and degraded', () => {
  it('is null, not an error, for an unknown or malformed id; malformed ids ask no service', async () => {
    for (const id of ['999999', '1000']) {
      const response = await gateway.graphql(PAGE_QUERY, { id }).expect(200);
      expect(response.body, id).toEqual({ data: { collectionObject: null } });
    }
    for (const id of ['abc', '12a', '-6268', '6268.0', '', '0', '1'.repeat(40)]) {
      const calls = await callsOf(gateway, async () => {
        const response = await gateway.graphql(PAGE_QUERY, { id }).expect(200);
        expect(response.body, id).toEqual({ data: { collectionObject: null } });
      });
      expect(calls, id).toEqual({ collection: 0, search: 0, content: 0, images: 0 });
    }
  });

  it('shows the object without related objects and content when the document API is down, and marks the answer uncacheable', async () => {
    // A gateway with upstreams of its own, so stopping one leaves the other tests' upstreams alone.
    await withOwnGateway({}, async (degraded) => {
      await degraded.upstreams.stop('search');
      const response = await degraded.graphql(PAGE_QUERY, { id: '5812' }).expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.collectionObject).toMatchObject({ id: '5812', title: 'Indians in a Storm: Night Scene', relatedObjects: [], relatedContent: [] });
      expect(response.body.data.collectionObject.images.length).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  it('reports UPSTREAM_UNAVAILABLE (not a false "not found") when the collection API is down', async () => {
    await withOwnGateway({}, async (degraded) => {
      await degraded.upstreams.stop('collection');
      const response = await degraded.graphql(PAGE_QUERY, { id: '6268' }).expect(200);
      expect(response.body.data).toEqual({ collectionObject: null });
      expect(response.body.errors).toEqual([expect.objectContaining({ path: ['collectionObject'], extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: 'collection' } })]);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  it('sends the bearer token chosen by the collection host prefix', async () => {
    const host = new URL(upstreams.urls.collection).hostname;
    const wrongDefault = { COLLECTION_TOKEN: 'not-the-token' };
    await withOwnGateway({ upstreams, env: { ...wrongDefault, COLLECTION_TOKENS: `${host.slice(0, 4)}=sample-collection-token,other.=nope` } }, async (chosen) => {
      expect((await pageObject('6268', chosen)).title).toBe('Bust of William Thompson Walters');
    });
    await withOwnGateway({ upstreams, env: { ...wrongDefault, COLLECTION_TOKENS: 'other.=sample-collection-token' } }, async (refused) => {
      const response = await refused.graphql('{ collectionObject(id: "6268") { title } }').expect(200);
      expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', upstream: 'collection' });
    });
  });

  it('hints a long cache lifetime for objects and a shorter one for related data', async () => {
    const object = await gateway.graphql('{ collectionObject(id: "6268") { title location { text } } }').expect(200);
    expect(object.headers['cache-control']).toBe('max-age=3600, public');
    const related = await gateway.graphql(PAGE_QUERY, { id: '6268' }).expect(200);
    expect(related.headers['cache-control']).toBe('max-age=600, public');
  });
});
