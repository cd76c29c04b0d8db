import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnknownMaker } from '../../../server/domain/object-artists';
import { copyrightLine } from '../../../server/domain/object-copyright';
import { DOWNLOAD_UNAVAILABLE_MESSAGE, imageRights } from '../../../server/domain/object-rights';

const MESSAGE = 'A downloadable image is unavailable for this object due to copyright, trademark or related rights.';

describe('imageRights (spec §5: download behaviour and rights type)', () => {
  it('carries the spec message word for word', () => {
    expect(DOWNLOAD_UNAVAILABLE_MESSAGE).toBe(MESSAGE);
  });

  it.each([
    // behaviour, rights type, fullscreen, download, message
    [140, 1, true, true, null],
    [140, 2, true, true, null],
    [140, 6, true, true, null],
    [139, 1, true, false, MESSAGE],
    [139, 2, true, false, MESSAGE],
    [139, 4, true, false, MESSAGE],
    [139, 6, true, false, null],
    [139, 9, true, false, MESSAGE],
    [139, 10, true, false, MESSAGE],
    [3, 1, false, false, MESSAGE],
    [3, 6, false, false, null],
    [3, 10, false, false, MESSAGE],
    [3, 12, false, false, MESSAGE],
    [139, 12, true, false, MESSAGE],
  ])('behaviour %i with rights type %i: fullscreen %s, download %s, message %j', (downloadBehavior, rightsTypeId, canFullscreen, canDownload, unavailableMessage) => {
    expect(imageRights({ downloadBehavior, rightsTypeId, hasImage: true })).toEqual({ canFullscreen, canDownload, unavailableMessage });
  });

  it('adds the message for rights type 12 whatever the behaviour, and then withholds the download it would contradict', () => {
    expect(imageRights({ downloadBehavior: 140, rightsTypeId: 12, hasImage: true })).toEqual({ canFullscreen: true, canDownload: false, unavailableMessage: MESSAGE });
  });

  it('reads an unknown or missing behaviour as 3 (nothing allowed)', () => {
    for (const downloadBehavior of [null, 0, 141, 999]) {
      expect(imageRights({ downloadBehavior, rightsTypeId: 1, hasImage: true })).toEqual({ canFullscreen: false, canDownload: false, unavailableMessage: MESSAGE });
    }
    expect(imageRights({ downloadBehavior: null, rightsTypeId: 6, hasImage: true }).unavailableMessage).toBeNull();
  });

  it('offers no control without an image, but the unavailable-image message by the same rights rules (the spec makes no exception)', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 139, 140, null), fc.constantFrom(1, 2, 4, 6, 9, 10, 12, null), (downloadBehavior, rightsTypeId) => {
        const withImage = imageRights({ downloadBehavior, rightsTypeId, hasImage: true });
        expect(imageRights({ downloadBehavior, rightsTypeId, hasImage: false })).toEqual({ canFullscreen: false, canDownload: false, unavailableMessage: withImage.unavailableMessage });
      }),
    );
    expect(imageRights({ downloadBehavior: 3, rightsTypeId: 2, hasImage: false }).unavailableMessage).toBe(MESSAGE);
    expect(imageRights({ downloadBehavior: 140, rightsTypeId: 1, hasImage: false }).unavailableMessage).toBeNull();
  });

  it('never allows a download without fullscreen, nor a download beside the message', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 200 }), fc.integer({ min: 0, max: 20 }), (downloadBehavior, rightsTypeId) => {
        const rights = imageRights({ downloadBehavior, rightsTypeId, hasImage: true });
        if (rights.canDownload) {
          expect(rights.canFullscreen).toBe(true);
          expect(rights.unavailableMessage).toBeNull();
        }
      }),
    );
  });
});

describe('copyrightLine (spec §5)', () => {
  const line = (artistNames: string[], rightsTypeId: number | null, copyright: string | null = '© Mian Situ') => copyrightLine({ copyright, artistNames, rightsTypeId });

  it('shows the copyright of a single artist', () => {
    expect(line(['Mian Situ'], 2)).toBe('© Mian Situ');
    expect(line(['William Henry Rinehart'], 1, 'Public Domain')).toBe('Public Domain');
    expect(line(['Maria Martinez'], 12, '  © Maria Martinez; trademarks belong to their owners ')).toBe('© Maria Martinez; trademarks belong to their owners');
  });

  it('hides it for rights types 4, 6, 9 and 10', () => {
    for (const type of [4, 6, 9, 10]) expect(line(['Mian Situ'], type), String(type)).toBeNull();
  });

  it('hides it unless there is exactly one artist', () => {
    expect(line([], 2)).toBeNull();
    expect(line(['John T. Bowen', 'Charles Bird King'], 2)).toBeNull();
  });

  it('hides it for "Artist/maker unknown", qualified or not', () => {
    expect(line(['Artist/maker unknown'], 1, 'Public Domain')).toBeNull();
    expect(line(['Artist/maker unknown, Kota'], 2)).toBeNull();
    expect(line(['artist/maker UNKNOWN, French'], 2)).toBeNull();
  });

  it('shows nothing when the record has no copyright text', () => {
    expect(line(['Mian Situ'], 2, null)).toBeNull();
    expect(line(['Mian Situ'], 2, '   ')).toBeNull();
  });
});

describe('isUnknownMaker', () => {
  it('recognises the museum name for unknown makers only at the start', () => {
    expect(isUnknownMaker('Artist/maker unknown, Chinese')).toBe(true);
    expect(isUnknownMaker(' Artist/maker unknown')).toBe(true);
    expect(isUnknownMaker('Unknown Pleasures Studio')).toBe(false);
    expect(isUnknownMaker('Maria Martinez')).toBe(false);
  });
});
