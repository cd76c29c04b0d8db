import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centeredBox, clippedBox, croppedImage, fittedImage, NAMED_CROPS, shareImageUrl } from '../../../server/domain/content/images';
import { mapPlace } from '../../../server/domain/content/map';
import { embeddableVideo } from '../../../server/domain/content/video';

const BASE = 'https://images.example.org';

describe('content images at the named crops (spec §3, §9)', () => {
  it('sizes header crops 1920 × 720, medium callouts 640 × 480, squares 640 × 640', () => {
    const image = { id: 'cms-hall', width: 2000, height: 1500 };
    expect(croppedImage(BASE, image, 'HEADER_PAGE')).toMatchObject({ width: 1920, height: 720 });
    expect(croppedImage(BASE, image, 'CALLOUT_MEDIUM')).toMatchObject({ width: 640, height: 480 });
    expect(croppedImage(BASE, image, 'CALLOUT_SMALL')).toMatchObject({ width: 640, height: 640 });
    expect(croppedImage(BASE, image, 'CAROUSEL_DESKTOP')).toMatchObject({ width: 1920, height: 720 });
    for (const spec of Object.values(NAMED_CROPS)) expect(spec.width).toBeLessThanOrEqual(1920);
  });

  it('cuts the centered box of the aspect ratio from a known size, as a IIIF percent region', () => {
    // 4:3 image cut to 8:3: full width, the middle 50% of the height.
    expect(centeredBox('8x3', 2000, 1500)).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });
    expect(croppedImage(BASE, { id: 'cms-hall', width: 2000, height: 1500 }, 'HEADER_SECTION').url).toBe(`${BASE}/iiif/cms-hall/pct:0,25,100,50/1920,720/0/default.jpg?q=80&bg=ffffff`);
    // A portrait image cut square keeps its full width.
    expect(centeredBox('1x1', 1000, 2000)).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });
  });

  it("prefers the editors' crop, clipped into the image; without a size, squares use IIIF's square region", () => {
    const edited = croppedImage(BASE, { id: 'cms-x', width: 2000, height: 1500, crops: { '4x3': { x: 0.1, y: 0.2, width: 0.5, height: 0.5 } } }, 'CALLOUT_MEDIUM');
    expect(edited.url).toContain('/pct:10,20,50,50/640,480/');
    expect(clippedBox({ x: -1, y: 0.2, width: 5, height: 0.3 })).toEqual({ x: 0, y: 0.2, width: 1, height: 0.3 });
    expect(clippedBox({ x: 2, y: 0, width: 1, height: 1 })).toBeNull();
    expect(croppedImage(BASE, { id: 'cms-x' }, 'SQUARE').url).toBe(`${BASE}/iiif/cms-x/square/640,640/0/default.jpg?q=80&bg=ffffff`);
    expect(croppedImage(BASE, { id: 'cms-x' }, 'HEADER_PAGE').url).toContain('/full/1920,720/');
  });

  it('keeps every region inside the image whatever the crop (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }), (x, y, width, height) => {
        const box = clippedBox({ x, y, width, height });
        if (box === null) return true;
        return box.x >= 0 && box.y >= 0 && box.width > 0 && box.height > 0 && box.x + box.width <= 1 + 1e-9 && box.y + box.height <= 1 + 1e-9;
      }),
    );
  });

  it('asks the image CDN for quality 80 on a white background, at every crop and size (spec §7)', () => {
    const image = { id: 'cms-logo', width: 800, height: 400 };
    const renditions = [...Object.keys(NAMED_CROPS).map((crop) => croppedImage(BASE, image, crop as keyof typeof NAMED_CROPS)), fittedImage(BASE, image)];
    const urls = [...renditions.flatMap((rendition) => [rendition.url, ...rendition.srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '')]), shareImageUrl(BASE, image)];
    for (const url of urls) expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ q: '80', bg: 'ffffff' });
  });

  it('fits whole images inside 1450 × 740 without enlarging, an oversized one included; shares at 1200 wide', () => {
    expect(fittedImage(BASE, { id: 'a', width: 60000, height: 40000 })).toMatchObject({ width: 1110, height: 740 });
    expect(fittedImage(BASE, { id: 'b', width: 800, height: 600 })).toMatchObject({ width: 800, height: 600 });
    expect(fittedImage(BASE, { id: 'c', width: 3000, height: 1000 }, { width: 640, height: 640 })).toMatchObject({ width: 640, height: 213 });
    expect(fittedImage(BASE, { id: 'c' }).srcSet).toBe(`${BASE}/iiif/c/full/725,370/0/default.jpg?q=80&bg=ffffff 725w, ${BASE}/iiif/c/full/1450,740/0/default.jpg?q=80&bg=ffffff 1450w`);
    expect(shareImageUrl(BASE, { id: 'c' })).toBe(`${BASE}/iiif/c/full/1200,/0/default.jpg?q=80&bg=ffffff`);
  });
});

describe('videos (spec §5: YouTube or Vimeo, YouTube ids of 11 characters)', () => {
  it('embeds YouTube (from youtube-nocookie) and Vimeo', () => {
    expect(embeddableVideo('https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Video')).toEqual({
      provider: 'YOUTUBE',
      videoId: 'aqz-KE-bpKQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    expect(embeddableVideo('https://youtu.be/aqz-KE-bpKQ')?.videoId).toBe('aqz-KE-bpKQ');
    expect(embeddableVideo('https://www.youtube.com/embed/aqz-KE-bpKQ')?.videoId).toBe('aqz-KE-bpKQ');
    expect(embeddableVideo('https://vimeo.com/76979871')).toMatchObject({ provider: 'VIMEO', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' });
  });

  it('refuses other hosts, other media types and YouTube ids that are not 11 characters', () => {
    for (const url of ['https://www.youtube.com/watch?v=aqz-KE-bpKQx', 'https://www.youtube.com/watch?v=short', 'https://videos.example/watch?v=aqz-KE-bpKQ', 'javascript:alert(1)', 'not a url', 'https://vimeo.com/about']) {
      expect(embeddableVideo(url), url).toBeNull();
    }
    expect(embeddableVideo('https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'PDF')).toBeNull();
  });
});

describe('maps (spec §5: only with lat, lng, address, place and url)', () => {
  const full = { lat: 39.96, lng: -75.18, address: '2600 Benjamin Franklin Parkway', place: 'Main Building', url: 'https://maps.example/?q=x' };
  it('shows a map when all five are present', () => {
    expect(mapPlace(full)).toEqual({ ...full, isStatic: false });
    expect(mapPlace({ ...full, isMapStatic: true })?.isStatic).toBe(true);
  });
  it('shows nothing when any is missing or unusable', () => {
    for (const missing of ['lat', 'lng', 'address', 'place', 'url'] as const) expect(mapPlace({ ...full, [missing]: null }), missing).toBeNull();
    expect(mapPlace({ ...full, url: 'javascript:alert(1)' })).toBeNull();
    expect(mapPlace({ ...full, lat: 123 })).toBeNull();
    expect(mapPlace({ ...full, place: '   ' })).toBeNull();
  });
});
