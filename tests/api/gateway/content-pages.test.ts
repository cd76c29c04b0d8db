import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { callsDuring, CONTENT_PAGE_QUERY, contentPage, pageOf, typenames, valuesOf } from './content-support';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const SECTION_TYPES = [
  'SeparatorSection',
  'TextSection',
  'GallerySection',
  'GridSection',
  'CalloutSection',
  'CalloutGridSection',
  'LocationSection',
  'RelatedContentSection',
  'LocationHoursSection',
  'EmbeddedCodeSection',
  'RelatedContentTabsSection',
];
const BLOCK_TYPES = [
  'TextBlock',
  'ListBlock',
  'TableBlock',
  'ButtonBlock',
  'EmbeddedImageBlock',
  'ImageBlock',
  'CollectionAssetBlock',
  'MapBlock',
  'IconBlock',
  'VideoBlock',
  'TicketTypeBlock',
  'LogoBlock',
  'RowBlock',
  'CollapsibleTextBlock',
  'ShortcodeBlock',
  'SeparatorBlock',
];

describe('page(path): every page type by its path', () => {
  it('answers each kind of document as its own type, cacheable for a minute', async () => {
    const cases: [string, string, string][] = [
      ['/', 'Page', 'PAGE'],
      ['/about/mission-history', 'Page', 'PAGE'],
      ['/research/publications/handbook-of-the-collections', 'ResourcePage', 'RESOURCE'],
      ['/collection/departments/american-art', 'WebPackagePage', 'WEB_PACKAGE'],
      ['/collection/curated/ceramics-and-porcelain', 'CollectionObjectGroupPage', 'COLLECTION_OBJECT_GROUP'],
      ['/calendar/exhibition/threads-of-light', 'ExhibitionPage', 'EXHIBITION'],
      ['/calendar/event/threads-of-light-lecture-weaving-light', 'EventPage', 'EVENT'],
      ['/calendar/event-series/threads-of-light-lectures', 'EventSeriesPage', 'EVENT_SERIES'],
    ];
    for (const [path, typename, type] of cases) {
      const page = await contentPage(gateway, { path });
      expect(page, path).toMatchObject({ __typename: typename, type, path, isDraft: false });
    }
    const response = await gateway.graphql('query ($path: String!) { page(path: $path) { ... on RoutedPage { title } } }', { path: '/collection' }).expect(200);
    expect(response.headers['cache-control']).toBe('max-age=60, public');
  });

  it('is null for unknown paths, drafts, and documents under another prefix', async () => {
    for (const path of ['/visit/no-such-page', '/about/anniversary', '/calendar/event/threads-of-light', '/calendar/exhibition/threads-of-light-lectures', '/collection/themes/american-art']) {
      expect(await contentPage(gateway, { path }), path).toBeNull();
    }
  });

  it('fetches a page in one content query, references joined (related content, link targets, slides)', async () => {
    const fresh = await startGateway({ upstreams: gateway.upstreams });
    try {
      const calls = await callsDuring(fresh, () => contentPage(fresh, { path: '/' }));
      // The page in one query; the homepage also describes the museum to search engines, from the
      // buildings and site settings the chrome reads (a rendered page shares those calls).
      expect(calls).toEqual({ content: 3, search: 0 });
      // A resource: its query and its breadcrumbs' titles, asked at once.
      expect((await callsDuring(fresh, () => contentPage(fresh, { path: '/research/publications/handbook-of-the-collections' }))).content).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});

describe('the homepage', () => {
  it('shows the carousel slides whose window holds the museum clock, cut to the carousel crops', async () => {
    const home = await pageOf(gateway, 'Page', { path: '/' });
    const titles = home.carousel.map((slide) => slide.title);
    expect(titles).toContain('Become a Member');
    // Expired yesterday / published in five days: hidden.
    expect(titles).not.toContain('Summer Nights on the Terrace');
    expect(titles).not.toContain('Holiday Shopping at the Museum Store');
    for (const slide of home.carousel) {
      expect(slide.image).toMatchObject({ width: 1920, height: 720 });
      expect(slide.mobileImage).toMatchObject({ width: 640, height: 480 });
      // Spec §9: excerpts are 200 characters.
      expect(slide.summary?.length ?? 0).toBeLessThanOrEqual(200);
    }
    // A featured exhibition's summary is longer (211 characters): it is cut at a word, with an ellipsis.
    expect(home.carousel.filter((slide) => slide.summary?.endsWith('…')).length).toBeGreaterThan(0);
    expect(home.carousel.find((slide) => slide.title === 'Become a Member')?.summary).toBe('Free admission all year and member-only previews.');
    expect(home.carousel.find((slide) => slide.title === 'Become a Member')?.link).toMatchObject({ title: 'Join today', target: { kind: 'INTERNAL', url: '/join/membership' } });
    expect(home.sections.map((section) => section.__typename)).toEqual(['CalloutGridSection', 'RelatedContentTabsSection', 'GridSection', 'CalloutSection']);
  });
});

describe('sections and rich text (the museum history page holds every kind)', () => {
  it('has all eleven section types and every rich-text block', async () => {
    const page = await pageOf(gateway, 'Page', { path: '/about/mission-history' });
    const sections = new Set(page.sections.map((section) => section.__typename));
    expect([...sections].sort()).toEqual([...SECTION_TYPES].sort());
    const blocks = typenames(page.sections.map((section) => section.body));
    expect([...blocks.keys()].filter((name) => name.endsWith('Block')).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(page.jumpLinks.map((link) => link.anchor)).toEqual(['our-story', 'visiting-the-building', 'galleries', 'explore-more', 'learning-resources', 'main-building', 'our-supporters']);
  });

  it('gives each section its common fields and its own parts', async () => {
    const page = await pageOf(gateway, 'Page', { path: '/about/mission-history' });
    const byTitle = new Map(page.sections.map((section) => [section.title, section]));
    const story = byTitle.get('Our story');
    expect(story).toMatchObject({ __typename: 'TextSection', subtitle: 'From the Centennial to today', style: 'DEFAULT', size: 'DEFAULT', jumpLink: { anchor: 'our-story' } });
    const visiting = byTitle.get('Visiting the building');
    expect(visiting).toMatchObject({ style: 'HALF_IMAGE_RIGHT', imageCaption: 'The West Entrance on Kelly Drive', image: { width: 640, height: 480 } });
    if (visiting?.__typename === 'TextSection') expect(visiting.videos).toEqual([expect.objectContaining({ provider: 'VIMEO', videoId: '76979871', showCaption: true })]);

    const galleries = page.sections.flatMap((section) => (section.__typename === 'GallerySection' ? [[section.galleryStyle, section.images.length, section.showCaptions] as const] : []));
    expect(galleries).toEqual([
      ['GRID', 4, true],
      ['MASONRY', 3, true],
      ['TILES', 3, false],
      ['SINGLE', 1, true],
      ['DOUBLE', 2, true],
    ]);
    const grid = page.sections.find((section) => section.__typename === 'GridSection');
    expect(grid).toMatchObject({ gridStyle: 'GRID_LG', firstCount: 4, loadMoreStep: 5, showMediaType: true });
    if (grid?.__typename === 'GridSection') expect(grid.items).toHaveLength(10);

    const tabs = page.sections.find((section) => section.__typename === 'RelatedContentTabsSection');
    if (tabs?.__typename !== 'RelatedContentTabsSection') throw new Error('no tabs');
    expect(tabs.tabs.map((tab) => [tab.anchor, tab.items.length])).toEqual([
      ['stories', 2],
      ['press', 3],
      ['collections', 4],
    ]);

    const accordion = page.sections.filter((section) => section.isCollapsible).map((section) => section.title);
    expect(accordion).toHaveLength(3);

    const location = page.sections.find((section) => section.__typename === 'LocationSection');
    expect(location).toMatchObject({ location: { slug: 'main-building', title: 'Main Building', today: { text: 'Open today 10:00 a.m.–5:00 p.m.' } }, map: { place: 'Philadelphia Museum of Art', address: '2600 Benjamin Franklin Parkway, Philadelphia, PA 19130' } });
    const hours = page.sections.find((section) => section.__typename === 'LocationHoursSection');
    if (hours?.__typename === 'LocationHoursSection') expect(hours.location?.weeklyHours).toHaveLength(7);

    const embedded = page.sections.find((section) => section.__typename === 'EmbeddedCodeSection');
    expect(embedded).toMatchObject({ html: expect.stringContaining('<caption>Milestones</caption>') });
    const callouts = page.sections.find((section) => section.__typename === 'CalloutGridSection');
    if (callouts?.__typename === 'CalloutGridSection') {
      expect(callouts.callouts.map((callout) => callout.image?.width)).toEqual([640, 640, 640]);
      expect(callouts.callouts[0]?.link?.target).toMatchObject({ kind: 'INTERNAL', url: '/visit/tickets' });
    }
    const support = byTitle.get('Support the museum');
    expect(support).toMatchObject({ __typename: 'CalloutSection', style: 'CARD_FAVORITE', callout: { title: 'Support the museum', link: { title: 'Ways to give', target: { url: '/join/give' } } } });
    expect(byTitle.get('Our supporters')).toMatchObject({ isHighlighted: true });
  });

  it('resolves every link once: site paths (with anchors), other sites in a new window, ticket launches', async () => {
    const page = await pageOf(gateway, 'Page', { path: '/about/mission-history' });
    const links = valuesOf(page, 'link').concat(valuesOf(page, 'tickets'), valuesOf(page, 'target'), valuesOf(page, 'action')) as { kind?: string; url?: string; opensInNewWindow?: boolean; ticket?: unknown }[];
    const byUrl = new Map(links.filter((link) => typeof link.kind === 'string').map((link) => [link.url, link]));
    expect(byUrl.get('/visit/locations-hours#main-building')).toMatchObject({ kind: 'INTERNAL' });
    expect(byUrl.get('/learn/families')).toMatchObject({ kind: 'INTERNAL' });
    expect(byUrl.get('https://www.loc.gov/collections/')).toMatchObject({ kind: 'EXTERNAL', opensInNewWindow: true });
    expect(byUrl.get('?keyword=GA')).toMatchObject({ kind: 'TICKETS', ticket: { keyword: 'GA', promocode: null, packageId: null } });
    expect(byUrl.get('?promocode=YOUTH')).toMatchObject({ kind: 'TICKETS', ticket: { keyword: null, promocode: 'YOUTH' } });
    expect(byUrl.get('?')).toMatchObject({ kind: 'TICKETS', ticket: { keyword: null, promocode: null, packageId: null } });
    // The shortcodes' links: the planned giving team's page, and OpenTable in a new window.
    expect(byUrl.get('/join/give')).toMatchObject({ kind: 'INTERNAL' });
    expect(byUrl.get('https://www.opentable.com/r/stir-philadelphia')).toMatchObject({ kind: 'EXTERNAL', opensInNewWindow: true });
    for (const link of byUrl.values()) expect(link.url).not.toMatch(/^(javascript|data):/i);
  });

  it('reads the text of rich text as typed runs, lists grouped, and artworks from one collection search', async () => {
    const fresh = await startGateway({ upstreams: gateway.upstreams });
    try {
      let page: Awaited<ReturnType<typeof pageOf<'Page'>>> | undefined;
      const calls = await callsDuring(fresh, async () => {
        page = await pageOf(fresh, 'Page', { path: '/about/mission-history' });
      });
      const story = page?.sections[0];
      const first = story?.body[0];
      expect(first).toMatchObject({
        __typename: 'TextBlock',
        style: 'PARAGRAPH',
        spans: [
          { text: 'The museum was chartered in 1876, the year of the ', marks: [] },
          { text: 'Centennial Exposition', marks: ['STRONG'] },
          { text: ', and opened its landmark building on Fairmount in ', marks: [] },
          { text: '1928', marks: ['EMPHASIS'] },
          { text: '.', marks: [] },
        ],
      });
      const lists = story?.body.filter((block) => block.__typename === 'ListBlock') ?? [];
      expect(lists.map((list) => (list.__typename === 'ListBlock' ? [list.ordered, list.items.map((item) => item.level)] : null))).toEqual([
        [false, [1, 1, 1, 2]],
        [true, [1, 1, 1]],
      ]);
      const asset = story?.body.find((block) => block.__typename === 'CollectionAssetBlock');
      expect(asset).toMatchObject({ artwork: { title: 'Bust of William Thompson Walters', url: '/collection/object/6268' } });
      // The page's one content query, its breadcrumbs' titles, and the buildings and site settings its
      // location sections read; one collection search for the artworks (the grid's and tabs' cards come with the page).
      expect(calls).toEqual({ content: 4, search: 1 });
    } finally {
      await fresh.close();
    }
  });
});

/** Every object of a GraphQL type anywhere in an answer. */
function objectsOf(value: unknown, typename: string, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => objectsOf(item, typename, found));
  else if (typeof value === 'object' && value !== null) {
    if ((value as { __typename?: unknown }).__typename === typename) found.push(value as Record<string, unknown>);
    Object.values(value).forEach((inner) => objectsOf(inner, typename, found));
  }
  return found;
}

describe('shortcodes (content spec §3)', () => {
  const ESTIMATE = `query ($age: Int!, $amount: Int!) { giftAnnuityEstimate(age: $age, amount: $amount) { status message rate annualPayment quarterlyPayment } }`;

  it('gives the sign-up no link, the calculator its limits and rates, and the reservation OpenTable in a new window', async () => {
    const page = await pageOf(gateway, 'Page', { path: '/about/mission-history' });
    const shortcodes = new Map(objectsOf(page, 'ShortcodeBlock').map((block) => [block.kind, block]));
    expect([...shortcodes.keys()].sort()).toEqual(['OPEN_TABLE', 'PLANNED_GIVING_CALCULATOR', 'SIGNUP']);
    expect(shortcodes.get('SIGNUP')).toMatchObject({ title: 'Sign up for our newsletter', action: null, actionTitle: null, calculator: null });
    expect(shortcodes.get('PLANNED_GIVING_CALCULATOR')).toMatchObject({
      calculator: { minimumAge: 60, maximumAge: 120, minimumGift: 10_000, maximumGift: 10_000_000, ratesEffective: 'January 1, 2024' },
      action: { kind: 'INTERNAL', url: '/join/give' },
    });
    expect(shortcodes.get('OPEN_TABLE')).toMatchObject({
      actionTitle: 'Reserve a table at Stir on OpenTable',
      action: { kind: 'EXTERNAL', url: 'https://www.opentable.com/r/stir-philadelphia', opensInNewWindow: true },
      calculator: null,
    });
  });

  it('estimates a gift annuity, publicly cacheable, and says which limit a request is outside of', async () => {
    const response = await gateway.graphql(ESTIMATE, { age: 72, amount: 25_000 }).expect(200);
    expect(response.body).toEqual({
      data: { giftAnnuityEstimate: { status: 'ESTIMATED', message: expect.stringContaining('$1,650.00 a year (6.6%)'), rate: 6.6, annualPayment: 1650, quarterlyPayment: 412.5 } },
    });
    expect(response.headers['cache-control']).toMatch(/public/);
    const young = await gateway.graphql(ESTIMATE, { age: 45, amount: 25_000 }).expect(200);
    expect(young.body.data.giftAnnuityEstimate).toMatchObject({ status: 'AGE_TOO_LOW', rate: null, annualPayment: null });
    const small = await gateway.graphql(ESTIMATE, { age: 70, amount: 500 }).expect(200);
    expect(small.body.data.giftAnnuityEstimate).toMatchObject({ status: 'AMOUNT_TOO_LOW', message: expect.stringContaining('$10,000') });
  });
});

describe('CMS images (content spec §7: width, quality 80, background)', () => {
  it('are asked of the image CDN at quality 80 on a white background, which it serves', async () => {
    const page = await pageOf(gateway, 'Page', { path: '/about/mission-history' });
    const urls = [...valuesOf(page, 'url'), ...valuesOf(page, 'srcSet').flatMap((srcSet) => String(srcSet).split(', ').map((entry) => entry.split(' ')[0]))].filter(
      (url): url is string => typeof url === 'string' && url.startsWith(`${gateway.upstreams.urls.images}/iiif/cms-`),
    );
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(Object.fromEntries(new URL(url).searchParams)).toEqual({ q: '80', bg: 'ffffff' });
    const [first] = urls;
    const asked = await fetch(first ?? '');
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toBe('image/jpeg');
    // The sample CDN encodes at the quality asked for, and refuses what is not one.
    const lower = new URL(first ?? '');
    lower.searchParams.set('q', '20');
    expect((await (await fetch(lower)).arrayBuffer()).byteLength).toBeLessThan((await asked.arrayBuffer()).byteLength);
    lower.searchParams.set('q', '0');
    expect((await fetch(lower)).status).toBe(400);
    lower.searchParams.set('q', '80');
    lower.searchParams.set('bg', 'white');
    expect((await fetch(lower)).status).toBe(400);
  });
});

describe('resources, collection pages', () => {
  it('gives a resource its details, awards and the button labelled by its type', async () => {
    const handbook = await pageOf(gateway, 'ResourcePage', { path: '/research/publications/handbook-of-the-collections' });
    expect(handbook).toMatchObject({ mediaType: 'Publication', byline: 'Edited by the curatorial staff', awards: ['Award for Excellence in Museum Publishing, 2025'], button: { label: 'View publication', link: { kind: 'EXTERNAL', url: 'https://store.philamuseum.org/handbook' } } });
    expect(handbook.details.map((row) => row.name)).toEqual(['Pages', 'Format', 'ISBN']);
    expect(handbook.publishedText).toMatch(/^[A-Z][a-z]+ \d{1,2}, 2026$/);

    const video = await pageOf(gateway, 'ResourcePage', { path: '/learn/resources/conserving-a-masterpiece' });
    expect(video).toMatchObject({ mediaType: 'Video', video: { provider: 'YOUTUBE', videoId: 'aqz-KE-bpKQ', caption: 'Conservators at work on a painting' }, button: { label: 'Watch video' } });

    const pdf = await pageOf(gateway, 'ResourcePage', { path: '/research/publications/bulletin-recent-acquisitions' });
    expect(pdf.button?.label).toBe('View resource');
    expect(pdf.files.map((file) => file.url)).toEqual([`${gateway.upstreams.urls.images}/files/bulletin-recent-acquisitions.pdf`, `${gateway.upstreams.urls.images}/files/list-of-acquisitions.pdf`]);
    const file = await fetch(pdf.files[0]?.url ?? '');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-1.4')).toBe(true);

    const blog = await pageOf(gateway, 'ResourcePage', { path: '/stories/five-works-to-see-on-your-first-visit' });
    expect(blog).toMatchObject({ mediaType: 'Blog', author: 'Curatorial Staff', button: null });
  });

  it('pages a web package’s gallery 12 at a time through the collection search, one call a page', async () => {
    const first = await pageOf(gateway, 'WebPackagePage', { path: '/collection/departments/american-art' });
    expect(first.gallery).toMatchObject({ total: 48, page: 1, pageCount: 4, unavailable: false });
    expect(first.gallery.items).toHaveLength(12);
    let second: Awaited<ReturnType<typeof pageOf<'WebPackagePage'>>> | undefined;
    const calls = await callsDuring(gateway, async () => {
      second = await pageOf(gateway, 'WebPackagePage', { path: '/collection/departments/american-art', galleryPage: 2 });
    });
    expect(calls.search).toBe(1);
    expect(second?.gallery.page).toBe(2);
    expect(second?.gallery.items.map((item) => item.id)).not.toEqual(first.gallery.items.map((item) => item.id));
    const beyond = await pageOf(gateway, 'WebPackagePage', { path: '/collection/departments/american-art', galleryPage: 99 });
    expect(beyond.gallery.page).toBe(1);
    expect(beyond.gallery.items.map((item) => item.id)).toEqual(first.gallery.items.map((item) => item.id));
  });

  it('shows a collection group’s artworks in the editors’ order, its related content and jump links', async () => {
    const group = await pageOf(gateway, 'CollectionObjectGroupPage', { path: '/collection/curated/ceramics-and-porcelain' });
    const stored = await fetch(`${gateway.upstreams.urls.content}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "collectionObjectGroup-ceramics-and-porcelain"][0].collectionAssets[].objectId')}`);
    const ids = ((await stored.json()) as { result: number[] }).result;
    expect(group.assets.map((artwork) => artwork.url)).toEqual(ids.map((id) => `/collection/object/${id}`));
    expect(group.relatedContent.map((item) => (item.__typename === 'ContentCard' ? [item.title, item.typeLabel] : null))).toEqual([
      ['American Art', 'Collection'],
      ['Provenance Research', 'Page'],
    ]);
    expect(group.jumpLinks.map((link) => link.anchor)).toEqual(['collection', 'related-content']);
  });
});

describe('hostile content', () => {
  it('renders what is safe and leaves the rest out, never failing the page', async () => {
    const response = await gateway.graphql(CONTENT_PAGE_QUERY, { path: '/about/editorial-checks' }).expect(200);
    expect(response.body.errors).toBeUndefined();
    const page = response.body.data.page;
    expect(page).toMatchObject({ __typename: 'Page', noIndex: true });
    expect(page.sections.map((section: { title: string }) => section.title)).toEqual(['Script in text', 'Hostile embedded code', 'An unknown style']);
    const text = JSON.stringify(page);
    // Script in text stays text (React escapes it); links with unsafe schemes or to deleted pages lose their link only.
    expect(page.sections[0].body[0].spans[0].text).toContain('<script>alert("text")</script>');
    expect(page.sections[0].body[1].spans.map((span: { text: string; link: unknown }) => [span.text, span.link])).toEqual([
      ['A javascript link', null],
      [', ', null],
      ['a data link', null],
      [' and ', null],
      ['a link to a deleted page', null],
      [' keep their text only.', null],
    ]);
    expect(valuesOf(page, 'url').every((url) => typeof url === 'string' && !/^(javascript|data):/i.test(url))).toBe(true);
    // The unknown block, the image without a source, both bad videos and the incomplete map are gone; the oversized image is shown at the usual size.
    expect(page.sections[0].body.map((block: { __typename: string }) => block.__typename)).toEqual(['TextBlock', 'TextBlock', 'ImageBlock']);
    expect(page.sections[0].body[2].image).toMatchObject({ width: 1110, height: 740 });
    const html: string = page.sections[1].html;
    expect(html).toContain('<strong>today</strong>');
    expect(html).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|evil\.example|<style|<form|<img src="x"/i);
    expect(page.sections[2].style).toBe('DEFAULT');
    expect(text).not.toContain('pollWidget');
  });

  it('answers an event with 500 dates', async () => {
    const event = await pageOf(gateway, 'EventPage', { path: '/calendar/event/daily-gallery-tour' });
    expect(event.occurrenceCount).toBe(500);
    expect(event.upcomingOccurrences.length).toBe(400);
    expect(event.occurrence?.dateText).toBe('Sunday, November 22, 2026');
  });
});

describe('a failing search service', () => {
  it('leaves the page up without its artworks, and keeps the answer out of every cache', async () => {
    const own = await startGateway();
    try {
      await own.upstreams.stop('search');
      const response = await own.graphql(CONTENT_PAGE_QUERY, { path: '/about/mission-history' }).expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      const asset = valuesOf(response.body.data.page, 'artwork');
      expect(asset).toEqual([]);
      expect(response.body.data.page.sections).toHaveLength(21);
    } finally {
      await own.close();
    }
  });
});
