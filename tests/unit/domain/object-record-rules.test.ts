import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artistRolePhrase, isMakerRole, MAPPED_ROLE_COUNT } from '../../../server/domain/artist-roles';
import { buildingHoursUrl } from '../../../server/domain/buildings';
import { collectionSearchUrl } from '../../../server/domain/collection-search';
import { artworkImageUrl, imageServiceUrl } from '../../../server/domain/image-urls';
import { EXCERPT_CHARACTERS, excerpt } from '../../../server/domain/excerpt';
import { objectContext } from '../../../server/domain/object-context';
import { exhibitionDates, exhibitionHistory } from '../../../server/domain/object-exhibitions';
import { objectPath, parseObjectId } from '../../../server/domain/object-id';
import { LABEL_CLAMP_CHARACTERS, objectLabel } from '../../../server/domain/object-label';
import { NOT_ON_VIEW, objectLocation } from '../../../server/domain/object-location';

describe('objectContext (Context row from Dynasty, Period and Reign)', () => {
  it('joins the parts in that order', () => {
    expect(objectContext({ dynasty: 'Qing dynasty', period: 'Kangxi period', reign: 'Kangxi reign (1662–1722)' })).toBe('Qing dynasty, Kangxi period, Kangxi reign (1662–1722)');
    expect(objectContext({ dynasty: null, period: 'Shang period', reign: null })).toBe('Shang period');
    expect(objectContext({ dynasty: '26th Dynasty', period: null, reign: 'reign of Psamtik I' })).toBe('26th Dynasty, reign of Psamtik I');
  });

  it('skips empty parts and says a repeated part once', () => {
    expect(objectContext({ dynasty: 'Tang Dynasty', period: 'Tang dynasty', reign: '  ' })).toBe('Tang Dynasty');
    expect(objectContext({ dynasty: ' Han   dynasty ', period: '', reign: null })).toBe('Han dynasty');
  });

  it('is null when the record has none', () => {
    expect(objectContext({ dynasty: null, period: null, reign: null })).toBeNull();
    expect(objectContext({ dynasty: '', period: ' ', reign: null })).toBeNull();
  });
});

describe('objectLocation (room and building, or Currently not on view)', () => {
  it('gives room and building with the building hours link', () => {
    expect(objectLocation({ onView: 1, gallery: 'Gallery 107', building: 'Main Building' })).toEqual({
      isOnView: true,
      room: 'Gallery 107',
      building: 'Main Building',
      buildingUrl: '/visit/locations-hours#main-building',
      isOnline: false,
      isOffSite: false,
      text: 'Gallery 107, Main Building',
    });
    expect(objectLocation({ onView: true, gallery: null, building: 'Sculpture Garden' })).toMatchObject({ building: 'Sculpture Garden', buildingUrl: null, text: 'Sculpture Garden' });
  });

  it('says "Currently not on view" for objects in storage, whatever else the record says', () => {
    for (const input of [
      { onView: 0, gallery: 'Gallery 107', building: 'Main Building' },
      { onView: null, gallery: null, building: null },
      { onView: 1, gallery: ' ', building: null },
    ]) {
      expect(objectLocation(input)).toEqual({ isOnView: false, room: null, building: null, buildingUrl: null, isOnline: false, isOffSite: false, text: NOT_ON_VIEW });
    }
    expect(NOT_ON_VIEW).toBe('Currently not on view');
  });

  it('does not show Off Site as a building', () => {
    expect(objectLocation({ onView: 1, gallery: null, building: 'Off Site' })).toEqual({ isOnView: true, room: null, building: null, buildingUrl: null, isOnline: false, isOffSite: true, text: 'Off Site' });
    expect(objectLocation({ onView: 1, gallery: 'Loan 4', building: 'off site' })).toMatchObject({ building: null, isOffSite: true, text: 'Loan 4, Off Site' });
  });

  it('flags a building whose name starts with "online" for the click icon', () => {
    expect(objectLocation({ onView: 1, gallery: null, building: 'Online Gallery' })).toMatchObject({ building: 'Online Gallery', isOnline: true, buildingUrl: null });
    expect(objectLocation({ onView: 1, gallery: null, building: 'Rodin Museum Online' })).toMatchObject({ isOnline: false, buildingUrl: null });
    expect(objectLocation({ onView: 1, gallery: null, building: 'Rodin Museum' })).toMatchObject({ isOnline: false, buildingUrl: '/visit/locations-hours#rodin-museum' });
  });

  it('links only the museum buildings of spec §9 to their hours', () => {
    expect(buildingHoursUrl('Fairmount Park Houses')).toBe('/visit/locations-hours#fairmount-park-houses');
    expect(buildingHoursUrl('perelman building')).toBe('/visit/locations-hours#perelman-building');
    expect(buildingHoursUrl('Gallery 101')).toBeNull();
  });
});

describe('objectLabel (clamped at 1000 characters)', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index % 10}`).join(' ');

  it('does not clamp a label under 1000 characters', () => {
    const text = 'a'.repeat(LABEL_CLAMP_CHARACTERS - 1);
    expect(objectLabel(text)).toEqual({ paragraphs: [text], clampedParagraphs: null });
  });

  it('clamps a label of exactly 1000 characters or more, at a word, under the limit, with an ellipsis', () => {
    fc.assert(
      fc.property(fc.integer({ min: 170, max: 600 }), (count) => {
        const text = words(count);
        const label = objectLabel(text);
        if (text.length < LABEL_CLAMP_CHARACTERS) return expect(label?.clampedParagraphs).toBeNull();
        const clamped = label?.clampedParagraphs ?? [];
        const shown = clamped.join('');
        expect(shown.length).toBeLessThan(LABEL_CLAMP_CHARACTERS);
        expect(shown.endsWith('…')).toBe(true);
        expect(text.startsWith(shown.slice(0, -1))).toBe(true);
        expect(shown.slice(0, -1).endsWith(' ')).toBe(false);
      }),
    );
    const exact = `${'x'.repeat(499)} ${'y'.repeat(500)}`;
    expect(exact.length).toBe(1000);
    expect(objectLabel(exact)?.clampedParagraphs).toEqual([`${'x'.repeat(499)}…`]);
  });

  it('keeps paragraphs, and clamps within the paragraph that crosses the limit', () => {
    const first = 'First paragraph. '.repeat(20).trim();
    const second = 'Second paragraph goes on. '.repeat(40).trim();
    const label = objectLabel(`${first}\n\n${second}\n`);
    expect(label?.paragraphs).toEqual([first, second]);
    expect(label?.clampedParagraphs?.[0]).toBe(first);
    expect(label?.clampedParagraphs).toHaveLength(2);
    expect(label?.clampedParagraphs?.[1]?.endsWith('…')).toBe(true);
  });

  it('is null for no label', () => {
    expect(objectLabel(null)).toBeNull();
    expect(objectLabel(' \n ')).toBeNull();
  });
});

describe('exhibitionHistory', () => {
  it('writes date ranges within and across years', () => {
    expect(exhibitionDates('1995-02-12', '1995-04-16')).toBe('February 12–April 16, 1995');
    expect(exhibitionDates('2000-03-12', '2002-01-26')).toBe('March 12, 2000–January 26, 2002');
    expect(exhibitionDates('1984-05-18', null)).toBe('May 18, 1984');
    expect(exhibitionDates('2015-03-29', '2015-03-29')).toBe('March 29, 2015');
    expect(exhibitionDates('sometime', null)).toBeNull();
  });

  it('orders showings oldest first, undated last, and prefers the record citation as the line', () => {
    const history = exhibitionHistory([
      { title: 'Undated Show', venue: 'Baltimore', beginDate: null, endDate: null, citation: null },
      { title: 'The Allure of Bronze', venue: 'The Walters Art Gallery, Baltimore', beginDate: '1995-02-12', endDate: '1995-04-16', citation: 'The Allure of Bronze. The Walters Art Gallery, Baltimore. 1995.' },
      { title: 'The Taste of Maryland', venue: 'The Walters Art Gallery', beginDate: '1984-05-18', endDate: '1984-08-19', citation: null },
      { title: null, venue: null, beginDate: '1990-01-01', endDate: null, citation: null },
    ]);
    expect(history.map((entry) => entry.text)).toEqual([
      'The Taste of Maryland. The Walters Art Gallery. May 18–August 19, 1984',
      'The Allure of Bronze. The Walters Art Gallery, Baltimore. 1995.',
      'Undated Show. Baltimore',
    ]);
    expect(history[1]).toMatchObject({ dateText: 'February 12–April 16, 1995', venue: 'The Walters Art Gallery, Baltimore' });
  });
});

describe('artistRolePhrase (about 100 roles)', () => {
  it('maps the spec example and the roles of the sample collection', () => {
    expect(artistRolePhrase('Publisher')).toBe('Published by');
    expect(artistRolePhrase('Artist')).toBe('Made by');
    expect(artistRolePhrase('Painter')).toBe('Painted by');
    expect(artistRolePhrase('Copy after')).toBe('Copy after');
    expect(artistRolePhrase('attributed manufacturer')).toBe('Manufacture attributed to');
    expect(artistRolePhrase('Foundry')).toBe('Cast by');
    expect(MAPPED_ROLE_COUNT).toBeGreaterThanOrEqual(100);
  });

  it('ignores case, qualifiers in parentheses and plurals', () => {
    expect(artistRolePhrase('ENGRAVER (Printmaker)')).toBe('Engraved by');
    expect(artistRolePhrase('silversmiths')).toBe('Made by');
    expect(artistRolePhrase('architects and planners')).toBe('Designed by');
  });

  it('reads an empty role as the maker and an unmapped one as itself', () => {
    expect(artistRolePhrase('')).toBe('Made by');
    expect(artistRolePhrase('  ')).toBe('Made by');
    expect(artistRolePhrase('curator of record')).toBe('Curator of record:');
  });

  it('tells makers from the people a work shows or belonged to', () => {
    expect(isMakerRole('Artist')).toBe(true);
    expect(isMakerRole('Copy after')).toBe(true);
    expect(isMakerRole('')).toBe(true);
    for (const role of ['Sitter', 'Depicted', 'Associated Person', 'patron']) expect(isMakerRole(role), role).toBe(false);
  });
});

describe('object page links and ids', () => {
  it('links to the collection search with a URL-encoded JSON filters map', () => {
    const url = collectionSearchUrl('artist', 'Claude Monet');
    expect(url).toBe('/search/collections?filters=%7B%22artist%22%3A%5B%22Claude%20Monet%22%5D%7D');
    expect(JSON.parse(new URL(url, 'http://x').searchParams.get('filters') ?? '')).toEqual({ artist: ['Claude Monet'] });
    const place = new URL(collectionSearchUrl('place', 'Roma & Lazio #2'), 'http://x');
    expect(JSON.parse(place.searchParams.get('filters') ?? '')).toEqual({ place: ['Roma & Lazio #2'] });
  });

  it('parses ObjectIDs: digits only, leading zeros allowed, else null', () => {
    expect(parseObjectId('6268')).toBe(6268);
    expect(parseObjectId('06268')).toBe(6268);
    for (const raw of ['', '0', '000', 'abc', '12a', '-6268', '6268.0', '1e3', '9'.repeat(16)]) expect(parseObjectId(raw), raw).toBeNull();
    expect(objectPath(6268)).toBe('/collection/object/6268');
  });

  it('builds image service URLs at a width or full size, and makes document paths absolute', () => {
    expect(artworkImageUrl('http://images.example.org/', 'obj-6268', 300)).toBe('http://images.example.org/iiif/obj-6268/full/300,/0/default.jpg');
    expect(artworkImageUrl('', 'obj 1', 'max')).toBe('/iiif/obj%201/full/max/0/default.jpg');
    expect(imageServiceUrl('http://images.example.org', '/iiif/obj-1/full/500,/0/default.jpg')).toBe('http://images.example.org/iiif/obj-1/full/500,/0/default.jpg');
    expect(imageServiceUrl('http://images.example.org', 'https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    for (const junk of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AAAA', '', null]) expect(imageServiceUrl('http://i', junk)).toBeNull();
  });
});

describe('excerpt (200 characters)', () => {
  it('keeps short text, and cuts long text at a word with an ellipsis', () => {
    expect(excerpt('  A  short\nlabel. ')).toBe('A short label.');
    const long = 'word '.repeat(100);
    const cut = excerpt(long) ?? '';
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_CHARACTERS);
    expect(cut).toMatch(/^word( word)*…$/);
    expect(excerpt(null)).toBeNull();
    expect(excerpt('   ')).toBeNull();
  });
});
