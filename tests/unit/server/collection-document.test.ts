import { describe, expect, it } from 'vitest';
import { plainText } from '../../../server/domain/plain-text';
import { relatedContent, relatedObjects } from '../../../server/graphql/resolvers/collection/related';
import { UpstreamError } from '../../../server/http/errors';
import { toCollectionDocument } from '../../../server/upstreams/collection-document';

const IMAGES = 'http://images.example.org';

describe('the extra object document', () => {
  it('parses relatedContent, a JSON string of a list, and checks both lists', () => {
    const document = toCollectionDocument({
      relatedContent: JSON.stringify([{ title: 'Going West!', url: '/calendar/exhibition/going-west', type: 'exhibitions', imageUrl: '/iiif/obj-1/full/500,/0/default.jpg' }]),
      relatedCollectionAssets: [{ objectId: 2, title: 'Jar', artist: null, artistRole: null, artistDate: null, afterArtist: null, culture: 'Tewa', url: '/collection/object/2', imageUrl: null, imageAlt: null }],
    });
    expect(document.relatedContent).toHaveLength(1);
    expect(document.relatedCollectionAssets).toHaveLength(1);
    expect(toCollectionDocument({})).toEqual({ relatedContent: [], relatedCollectionAssets: [] });
  });

  it('raises a shape error for malformed JSON or entries, so the page degrades instead of rendering junk', () => {
    for (const body of [{ relatedContent: '[{"title":' }, { relatedContent: '{"not":"a list"}' }, { relatedContent: '[{"url":"/x"}]' }, { relatedCollectionAssets: [{ objectId: 'x' }] }, 'text']) {
      expect(() => toCollectionDocument(body)).toThrow(UpstreamError);
    }
  });
});

describe('related cards', () => {
  const asset = (objectId: number | null, extra: Record<string, string | null> = {}) => ({ objectId, title: `Object ${objectId}`, artist: null, artistRole: null, artistDate: null, afterArtist: null, culture: null, url: objectId ? `/collection/object/${objectId}` : null, imageUrl: null, imageAlt: null, ...extra });

  it('keeps each related object once, never the object itself, and reads an id from the URL when the field is missing', () => {
    const cards = relatedObjects(1, { relatedContent: [], relatedCollectionAssets: [asset(2), asset(1), asset(2), { ...asset(null), url: 'https://museum.example/collection/object/7' }, asset(null)] }, IMAGES);
    expect(cards.map((card) => [card.id, card.url])).toEqual([
      ['2', '/collection/object/2'],
      ['7', '/collection/object/7'],
    ]);
  });

  it('gives a card its role phrase, an absolute image and an alt text only when it has an image', () => {
    const [card] = relatedObjects(1, { relatedContent: [], relatedCollectionAssets: [asset(3, { artist: 'Currier & Ives', artistRole: 'Publisher', imageUrl: '/iiif/obj-3/full/500,/0/default.jpg' })] }, IMAGES);
    expect(card).toMatchObject({ artistRolePhrase: 'Published by', imageUrl: `${IMAGES}/iiif/obj-3/full/500,/0/default.jpg`, imageAlt: 'Object 3' });
    const [plain] = relatedObjects(1, { relatedContent: [], relatedCollectionAssets: [asset(4)] }, IMAGES);
    expect(plain).toMatchObject({ artist: null, artistRolePhrase: null, imageUrl: null, imageAlt: null });
  });

  it('drops related content whose URL is not a site path or a web URL, and labels the rest by type', () => {
    const items = relatedContent(
      {
        relatedCollectionAssets: [],
        relatedContent: [
          { title: 'Evil', url: 'javascript:alert(1)', type: 'exhibitions', imageUrl: null },
          { title: 'Elsewhere', url: '//evil.example/page', type: null, imageUrl: null },
          { title: 'Going West!', url: '/calendar/exhibition/going-west', type: 'exhibitions', imageUrl: null },
          { title: 'Again', url: '/calendar/exhibition/going-west', type: 'exhibitions', imageUrl: null },
          { title: 'Blog', url: 'https://blog.example.org/post', type: 'blog', imageUrl: 'https://cdn.example.org/a.jpg' },
        ],
      },
      IMAGES,
    );
    expect(items).toEqual([
      { title: 'Going West!', url: '/calendar/exhibition/going-west', isExternal: false, typeLabel: 'Exhibition', imageUrl: null },
      { title: 'Blog', url: 'https://blog.example.org/post', isExternal: true, typeLabel: 'Page', imageUrl: 'https://cdn.example.org/a.jpg' },
    ]);
  });
});

describe('plainText', () => {
  it('keeps the text of upstream markup, with line breaks where blocks ended, and leaves plain text alone', () => {
    expect(plainText('The <i>Bust</i> &amp; its <b>base</b>')).toBe('The Bust & its base');
    expect(plainText('<p>One</p><p>Two<br>Three</p>')).toBe('One\nTwo\nThree\n');
    expect(plainText('<script>alert(1)</script>Safe')).toBe('alert(1)Safe');
    expect(plainText('Height < 5 cm')).toBe('Height < 5 cm');
    expect(plainText('no markup')).toBe('no markup');
  });
});
