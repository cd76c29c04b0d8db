import { describe, expect, it } from 'vitest';
import { buildCollectionApp } from '../../../upstreams/collection/app';
import type { Artwork } from '../../../upstreams/collection/artwork';
import type { ObjectRecord } from '../../../upstreams/collection/object-record';
import { toObjectRecord } from '../../../upstreams/collection/object-record';
import { loadObjects } from '../../../upstreams/data/open-data';
import { requestJson, serveApp } from './listen';

const TOKEN = 'test-collection-token';
const service = serveApp(() => buildCollectionApp({ token: TOKEN }));

/** `authorization: null` sends no Authorization header. */
const getObject = <T = ObjectRecord & Artwork>(id: string, authorization: string | null = `Bearer ${TOKEN}`) =>
  requestJson<T>(`${service.base}/gen2/v1/objects/${id}`, { headers: authorization === null ? {} : { authorization } });

describe('collection API: GET /gen2/v1/objects/{objectId}', () => {
  it('answers the object record of an open-data object (Walters bust, on view, exhibited, published)', async () => {
    const { status, headers, body } = await getObject('6268');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({
      ObjectID: 6268,
      ObjectNumber: '28.9',
      ObjectName: 'Sculpture',
      Titles: [
        { Title: 'Bust of William Thompson Walters', DisplayOrder: 1, TitleType: 'Primary Title' },
        { Title: 'Bust of W. T. Walters', DisplayOrder: 2 },
      ],
      Dated: '1867',
      DateBegin: 1867,
      DateEnd: 1867,
      BeginISODate: '1867-01-01',
      EndISODate: '1867-12-31',
      OnView: 1,
      Building: 'Main Building',
      Medium: 'white marble',
      Dimensions: 'Overall: Depth 24.6 × Height 55.1 × Width 37.5 cm',
      Classification: 'Sculpture',
      CreditLine: 'Commissioned by William T. Walters, 1867',
      Constituents: [{ DisplayName: 'William Henry Rinehart', DisplayOrder: 1, Role: 'Artist', DisplayDate: 'American, 1825-1874', BeginDate: 1825, EndDate: 1874 }],
      Geography: [{ Place: 'Roma', Type: 'Place of Origin' }],
      Copyright: 'Public Domain',
      RightsTypeID: 1,
      DownloadBehavior: 140,
    });
    expect(body.Gallery).toMatch(/^Gallery 1\d\d$/);
    expect(body.Provenance).toMatch(/^William T\. Walters, Baltimore, 1867, by commission;/);
    expect(body.Label).toMatch(/^Rinehart, the son of a Carroll County farmer/);
    expect(body.PubReferences).toEqual([
      'Rusk, William Sener. William Henry Rinehart, sculptor. Baltimore: N.T.A. Munder, 1939.',
      'Carson, Jenny. Rinehart\'s Studio: Rough Stone to Living Marble. Baltimore: The Walters Art Museum, 2015.',
    ]);
    expect(body.Exhibitions).toHaveLength(6);
    expect(body.Exhibitions).toContainEqual({
      Title: 'The Allure of Bronze',
      BeginDate: '1995-02-12',
      EndDate: '1995-04-16',
      Venue: 'The Walters Art Gallery, Baltimore',
      Citation: 'The Allure of Bronze. The Walters Art Gallery, Baltimore. 1995.',
    });
    expect(body.Views.PrimaryView).toEqual({ micrio: { shortId: 'obj-6268' }, MainFile: { FileName: 'obj-6268.jpg', SourceUrl: 'http://static.thewalters.org/images/PL7_28.9_Fnt_BW_7268.jpg' } });
    expect(body.Views.SecondaryViews.map((view) => view.micrio.shortId)).toEqual(['obj-6268-2', 'obj-6268-3', 'obj-6268-4', 'obj-6268-5', 'obj-6268-6', 'obj-6268-7']);
  });

  it('carries the lighter artwork fields readers of this endpoint take (title, dated, caption, micrioShortId, …)', async () => {
    const { body } = await getObject('6268');
    expect(body).toMatchObject({
      objectId: 6268,
      objectNumber: '28.9',
      title: 'Bust of William Thompson Walters',
      dated: '1867',
      creditLine: 'Commissioned by William T. Walters, 1867',
      copyright: 'Public Domain',
      micrioShortId: 'obj-6268',
      constituents: [{ DisplayOrder: 1, Prefix: null, DisplayName: 'William Henry Rinehart', Suffix: null, Culture: 'American', DisplayDate: 'American, 1825-1874' }],
    });
    expect(body.caption).toBe('Bust of William Thompson Walters, 1867\nWilliam Henry Rinehart, American, 1825-1874\nwhite marble\nCommissioned by William T. Walters, 1867');
    const withoutImage = await getObject('1015');
    expect(withoutImage.body).toMatchObject({ title: 'Camper Trip. USA. 1966. The Trip West. Camp Ground no. 4. Yosemite', micrioShortId: null, Views: { PrimaryView: null, SecondaryViews: [] } });
  });

  it('derives rights from the source and the makers: in-copyright works cannot be downloaded', async () => {
    const modern = await getObject('1007');
    expect(modern.status).toBe(200);
    expect(modern.body).toMatchObject({ Titles: [{ Title: 'Powder Monkeys, Transcontinental Railroad, Cape Horn, 1865' }], Copyright: '© Mian Situ', RightsTypeID: 2, DownloadBehavior: 3 });

    const carnegie = await getObject('2137');
    expect(carnegie.body).toMatchObject({ ObjectNumber: '95.111.1.A-C', Dated: 'c. 1807', Copyright: 'Public Domain; image © Carnegie Museum of Art, Pittsburgh', RightsTypeID: 6, DownloadBehavior: 139 });
    expect(carnegie.body.Constituents.map((person) => [person.DisplayOrder, person.DisplayName, person.Role])).toEqual([
      [1, 'Thomas Hope', 'after'],
      [2, 'Alexis Decaix', 'attributed manufacturer'],
    ]);

    const unknownMaker = await getObject('1001');
    expect(unknownMaker.body).toMatchObject({ ObjectID: 1001, Titles: [{ Title: '[jar]' }], Constituents: [], RightsTypeID: 9, Copyright: 'Copyright status unknown' });
  });

  it('is not on view without a gallery: OnView 0 and no building', async () => {
    const { body } = await getObject('5924');
    expect(body).toMatchObject({ ObjectID: 5924, OnView: 0, Gallery: null, Building: null, Titles: [{ Title: 'Indian Girl with Papoose Crossing Stream' }], Dated: '1858-1860' });
  });

  it('demands the bearer token: 401 without it, with a wrong one, or with another scheme', async () => {
    for (const authorization of [null, 'Bearer wrong-token', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const { status, headers, body } = await getObject<{ error: string; message: string }>('6268', authorization);
      expect(status, String(authorization)).toBe(401);
      expect(headers.get('www-authenticate')).toBe('Bearer');
      expect(body).toEqual({ error: 'Unauthorized', message: 'A valid bearer token is required.' });
    }
  });

  it('checks the token before revealing whether an object exists', async () => {
    expect((await getObject('999999', null)).status).toBe(401);
  });

  it('answers 404 for an unknown or non-numeric ObjectID', async () => {
    for (const id of ['999999', '1000', '0', 'abc', '12a', '6268.0', '-6268']) {
      const { status, body } = await getObject<{ error: string; message: string }>(id);
      expect(status, id).toBe(404);
      expect(body.error).toBe('Not Found');
    }
    expect((await getObject<{ message: string }>('999999')).body.message).toBe('No object with ObjectID 999999.');
  });

  it('names makers the source calls unknown, unidentified or anonymous "Artist/maker unknown", keeping the qualifier', async () => {
    const kota = await getObject('1641');
    expect(kota.body.Constituents).toEqual([expect.objectContaining({ DisplayName: 'Artist/maker unknown, Kota', Role: 'Maker' })]);
    expect(kota.body.constituents[0]?.DisplayName).toBe('Artist/maker unknown, Kota');
    // An unidentified sitter stays as the source names it: only makers become "Artist/maker unknown".
    const sitters = loadObjects().flatMap((object) => toObjectRecord(object).Constituents.filter((person) => person.Role === 'Sitter'));
    expect(sitters.some((person) => person.DisplayName.startsWith('Unidentified'))).toBe(true);
    expect(sitters.some((person) => person.DisplayName.startsWith('Artist/maker unknown'))).toBe(false);
  });

  it('names makers the source calls only by a nationality ("American") "Artist/maker unknown, American"', async () => {
    const tiepin = await getObject('5811');
    expect(tiepin.body.Constituents).toEqual([expect.objectContaining({ DisplayName: 'Artist/maker unknown, American' })]);
    // Nobody with life dates is renamed: a nationality-only name means an anonymous maker.
    const named = loadObjects().flatMap((object) => toObjectRecord(object).Constituents.filter((person) => /^Artist\/maker unknown, (American|French|Venetian)$/.test(person.DisplayName)));
    expect(named.length).toBeGreaterThanOrEqual(50);
  });

  it('repairs Windows-1252 punctuation a source stored as control characters', async () => {
    const portrait = await getObject('2757');
    expect(portrait.body.Titles[0]?.Title).toBe('Portrait–Master Tom');
    expect(JSON.stringify(loadObjects())).not.toMatch(/[\u0080-\u009f]/);
  });

  it('exercises every rule of the object page somewhere in the sample collection', () => {
    const records = loadObjects().map(toObjectRecord);
    const some = (what: string, test: (record: ObjectRecord) => boolean) => expect(records.some(test), what).toBe(true);
    const hasImage = (record: ObjectRecord) => record.Views.PrimaryView !== null;
    for (const behavior of [140, 139, 3]) {
      some(`DownloadBehavior ${behavior} with an image`, (record) => record.DownloadBehavior === behavior && hasImage(record));
      some(`DownloadBehavior ${behavior} without an image`, (record) => record.DownloadBehavior === behavior && !hasImage(record));
    }
    for (const type of [1, 2, 4, 6, 9, 10, 12]) some(`RightsTypeID ${type}`, (record) => record.RightsTypeID === type && hasImage(record));
    some('139 with rights type 6 (fullscreen, no message)', (record) => record.DownloadBehavior === 139 && record.RightsTypeID === 6);
    some('139 with another rights type (the message)', (record) => record.DownloadBehavior === 139 && record.RightsTypeID !== 6);
    some('a single artist', (record) => record.Constituents.length === 1);
    some('several artists', (record) => new Set(record.Constituents.map((person) => person.DisplayName)).size > 1);
    some('no constituent at all', (record) => record.Constituents.length === 0);
    some('an "Artist/maker unknown" maker', (record) => record.Constituents.some((person) => person.DisplayName.startsWith('Artist/maker unknown')));
    some('a label of 1000 characters or more', (record) => (record.Label ?? '').length >= 1000);
    some('a label just under 1000 characters', (record) => (record.Label ?? '').length === 999);
    some('several views', (record) => record.Views.SecondaryViews.length > 0);
    some('on view in a gallery', (record) => record.OnView === 1 && record.Gallery !== null);
    some('on view off site', (record) => record.OnView === 1 && record.Building === 'Off Site');
    some('a dynasty or period (Context)', (record) => record.Dynasty !== null || record.Period !== null);
    some('geography', (record) => record.Geography.length > 0);
    some('provenance, exhibitions and references', (record) => record.Provenance !== null && record.Exhibitions.length > 0 && record.PubReferences.length > 0);
  });

  it('answers its health check without a token', async () => {
    expect(await requestJson(`${service.base}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
  });
});
