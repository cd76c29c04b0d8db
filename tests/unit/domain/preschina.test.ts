import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedFrameSource, hidesElement } from '../../../server/domain/preschina/allow-list';
import { presidentPosts, storyPath, storySlug } from '../../../server/domain/preschina/grid';
import { frameSource, rewriteImageSource, rewriteLink, rewriteSrcset, wordpressUploadPath } from '../../../server/domain/preschina/urls';

const WP = 'http://wordpress.internal:4004';
const PUBLIC = 'https://preschina.example.org';
const origins = new Set([WP, PUBLIC]);
const page = `${WP}/president/abraham-lincoln`;

describe('presidentPosts', () => {
  it('leaves out the test post and the acknowledgments and sorts by menu order, ties in list order', () => {
    const posts = [
      { slug: 'acknowledgments', menuOrder: 100 },
      { slug: 'john-adams', menuOrder: 2 },
      { slug: 'test-president', menuOrder: 0 },
      { slug: 'george-washington', menuOrder: 1 },
      { slug: 'grover-cleveland', menuOrder: 22 },
      { slug: 'benjamin-harrison', menuOrder: 22 },
    ];
    expect(presidentPosts(posts).map((post) => post.slug)).toEqual(['george-washington', 'john-adams', 'grover-cleveland', 'benjamin-harrison']);
  });
});

describe('storySlug', () => {
  it('accepts WordPress slugs, folds case, and refuses the test post and anything else', () => {
    expect(storySlug('abraham-lincoln')).toBe('abraham-lincoln');
    expect(storySlug(' Acknowledgments ')).toBe('acknowledgments');
    for (const segment of ['test-president', '', '-lincoln', 'a--b', '../wp-admin', 'a b', 'x'.repeat(201), 'lincoln?x=1']) expect(storySlug(segment), segment).toBeNull();
    expect(storyPath('john-adams')).toBe('/preschina/john-adams');
  });
});

describe('rewriteLink', () => {
  it.each([
    ['/president/john-adams', { kind: 'internal', url: '/preschina/john-adams' }],
    ['/president/john-adams/', { kind: 'internal', url: '/preschina/john-adams' }],
    ['../president/john-adams#top', { kind: 'internal', url: '/preschina/john-adams' }],
    [`${PUBLIC}/president/John-Adams/`, { kind: 'internal', url: '/preschina/john-adams' }],
    [`${WP}/`, { kind: 'internal', url: '/preschina' }],
    ['/', { kind: 'internal', url: '/preschina' }],
    ['/wp-content/uploads/2019/01/lincoln.jpg', { kind: 'file', url: '/preschina/uploads/2019/01/lincoln.jpg' }],
    ['https://github.com/unitedstates', { kind: 'external', url: 'https://github.com/unitedstates', newWindow: true }],
    // Scheme-relative links to other sites are https, whatever scheme WordPress was reached by; the microsite's own stay its own.
    ['//example.org/x', { kind: 'external', url: 'https://example.org/x', newWindow: true }],
    ['  //example.org/x?y=1', { kind: 'external', url: 'https://example.org/x?y=1', newWindow: true }],
    ['\\\\example.org/x', { kind: 'external', url: 'https://example.org/x', newWindow: true }],
    ['//wordpress.internal:4004/president/john-adams', { kind: 'internal', url: '/preschina/john-adams' }],
    ['http://example.org/x', { kind: 'external', url: 'http://example.org/x', newWindow: true }],
    ['mailto:info@example.org', { kind: 'external', url: 'mailto:info@example.org', newWindow: false }],
  ])('%s', (href, expected) => {
    expect(rewriteLink(href, page, origins)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:msgbox(1)',
    '#print',
    '',
    '/president/abraham-lincoln#section',
    '/wp-admin/',
    '/?p=123',
    '/feed/',
    '/president/test-president',
    'http://[::1',
  ])('drops %j', (href) => {
    expect(rewriteLink(href, page, origins)).toEqual({ kind: 'drop' });
  });

  it('never gives anything but our microsite paths, http(s) or mail links (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', '/president/', '/wp-content/uploads/2019/01/')).chain((prefix) => fc.tuple(fc.constant(prefix), fc.string())), ([prefix, rest]) => {
        const result = rewriteLink(prefix + rest, page, origins);
        if (result.kind === 'internal') expect(result.url).toMatch(/^\/preschina(\/[a-z0-9]+(-[a-z0-9]+)*)?$/);
        if (result.kind === 'file') expect(result.url).toMatch(/^\/preschina\/uploads\/\d{4}\/\d{2}\/[\w.-]+$/);
        if (result.kind === 'external') expect(new URL(result.url).protocol).toMatch(/^(https?|mailto):$/);
      }),
    );
  });
});

describe('image sources', () => {
  it("keep only the microsite's upload pictures, on our path", () => {
    expect(rewriteImageSource('/wp-content/uploads/2019/01/a-300x450.jpg', page, origins)).toBe('/preschina/uploads/2019/01/a-300x450.jpg');
    expect(rewriteImageSource(`${PUBLIC}/wp-content/uploads/2019/01/a.PNG`, page, origins)).toBe('/preschina/uploads/2019/01/a.PNG');
    // The public site is https: a scheme-relative upload on it is one of the microsite's.
    expect(rewriteImageSource('//preschina.example.org/wp-content/uploads/2019/01/a.jpg', page, origins)).toBe('/preschina/uploads/2019/01/a.jpg');
    for (const src of ['https://evil.example/wp-content/uploads/2019/01/a.jpg', 'data:image/png;base64,AAAA', '/wp-content/uploads/2019/01/a.svg', '/wp-content/uploads/2019/01/a.jpg?v=2', 'x']) {
      expect(rewriteImageSource(src, page, origins), src).toBeNull();
    }
    expect(rewriteSrcset('/wp-content/uploads/2019/01/a-300x450.jpg 300w, javascript:alert(1) 2x, /wp-content/uploads/2019/01/a.jpg 800w', page, origins)).toBe(
      '/preschina/uploads/2019/01/a-300x450.jpg 300w, /preschina/uploads/2019/01/a.jpg 800w',
    );
    expect(rewriteSrcset('javascript:alert(1) 1x', page, origins)).toBeNull();
    expect(wordpressUploadPath('2019', '01', 'a.jpg')).toBe('/wp-content/uploads/2019/01/a.jpg');
    expect(wordpressUploadPath('2019', '01', '..%2Fa.jpg')).toBeNull();
  });
});

describe('allow-list rules', () => {
  it('embeds only https players of the allowed hosts under their player path', () => {
    expect(allowedFrameSource('https://www.youtube.com/embed/M7lc1UVf-VE')).toBe('https://www.youtube.com/embed/M7lc1UVf-VE');
    expect(allowedFrameSource('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    for (const src of ['http://www.youtube.com/embed/x', 'https://www.youtube.com/watch?v=x', 'https://player.vimeo.com.evil.example/video/1', 'https://user@player.vimeo.com/video/1', 'javascript:x', 'not a url', 'https://[::1/embed/x']) {
      expect(allowedFrameSource(src), src).toBeNull();
    }
  });

  it('reads scheme-relative players as https, as WordPress embeds them', () => {
    expect(frameSource('//www.youtube.com/embed/M7lc1UVf-VE?feature=oembed', page, origins)).toBe('https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed');
    expect(allowedFrameSource(frameSource('//player.vimeo.com/video/1', page, origins) ?? '')).toBe('https://player.vimeo.com/video/1');
    expect(frameSource('http://[::1', page, origins)).toBeNull();
  });

  it('tells hiding styles from others', () => {
    for (const style of ['display:none', 'color:red; DISPLAY : none', 'visibility:hidden', 'opacity:0', 'opacity: 0.0;', 'font-size:0', 'font-size:0px']) expect(hidesElement(style), style).toBe(true);
    for (const style of ['display:block', 'opacity:0.5', 'font-size:0.9em', 'text-align:center', 'font-size:10px']) expect(hidesElement(style), style).toBe(false);
  });
});
