// Editors' previews of drafts: signed, expiring links; never cached, shared or sent public.
// The server-rendered checks need the client build (`npm run build`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewLink } from '../../../server/preview/signature';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway, TEST_NOW } from '../../support/gateway';
import { callsDuring, CONTENT_PAGE_QUERY, previewPage, TEST_PREVIEW_SECRET } from './content-support';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway({ env: { PREVIEW_SECRET: TEST_PREVIEW_SECRET } });
});
afterAll(() => gateway.close());

/** A signed link's query, as editors get it (valid for an hour from now, the real time, unless said otherwise). */
function signed(id: string, path: string, { secret = TEST_PREVIEW_SECRET, lifetime = 3600, at = Date.now() / 1000 } = {}) {
  const link = new URL(previewLink(secret, { id, path }, at, lifetime), 'https://museum.example');
  return { link: `${link.pathname}${link.search}`, variables: { id, path, expires: link.searchParams.get('expires') ?? '', signature: link.searchParams.get('signature') ?? '' } };
}

describe('previewPage with a valid signed link', () => {
  it('shows the draft of an existing page, marked as a draft, privately and uncached', async () => {
    const response = await previewPage(gateway, signed('drafts.page-visit', '/visit').variables);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.previewPage).toMatchObject({ __typename: 'Page', id: 'drafts.page-visit', title: 'Plan Your Visit (draft)', isDraft: true, noIndex: true });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('shows a page that exists only as a draft, and a draft of a detail page', async () => {
    const page = await previewPage(gateway, signed('drafts.page-about-anniversary', '/about/anniversary').variables);
    expect(page.body.data.previewPage).toMatchObject({ title: '150 Years of the Museum', isDraft: true });
    const exhibition = await previewPage(gateway, signed('drafts.exhibition-threads-of-light', '/calendar/exhibition/threads-of-light').variables);
    expect(exhibition.body.data.previewPage).toMatchObject({ __typename: 'ExhibitionPage', title: 'Threads of Light: Four Centuries of Textiles', isDraft: true, label: 'Now On View' });
    expect(exhibition.body.data.previewPage.relatedEvents.length).toBeGreaterThan(0);
  });

  it('asks the content service every time: a preview is never read from or written to a cache', async () => {
    const { variables } = signed('drafts.page-visit', '/visit');
    await previewPage(gateway, variables);
    const calls = await callsDuring(gateway, () => previewPage(gateway, variables));
    expect(calls.content).toBe(1);
    const again = await previewPage(gateway, variables);
    expect(again.headers.age).toBeUndefined();
    // The public page is untouched by the preview.
    const published = await gateway.graphql(CONTENT_PAGE_QUERY, { path: '/visit' }).expect(200);
    expect(published.body.data.page).toMatchObject({ title: 'Plan Your Visit', isDraft: false });
  });
});

describe('previewPage without a valid signature', () => {
  it('shows the published page, or nothing for a draft-only page', async () => {
    const none = await previewPage(gateway, { id: 'drafts.page-visit', path: '/visit' });
    expect(none.body.data.previewPage).toMatchObject({ title: 'Plan Your Visit', isDraft: false });
    // Whatever a preview answers, it is this visitor's: never public, so no cache keeps it.
    expect(none.headers['cache-control']).toBe('private, no-store');
    expect((await previewPage(gateway, { id: 'drafts.page-about-anniversary', path: '/about/anniversary' })).body.data.previewPage).toBeNull();
  });

  it('refuses an expired link, a link moved to another document or path, and one signed with another secret', async () => {
    const expired = signed('drafts.page-visit', '/visit', { at: Date.now() / 1000 - 7200 });
    const moved = { ...signed('drafts.page-visit', '/visit').variables, id: 'drafts.page-about-anniversary', path: '/about/anniversary' };
    const forged = signed('drafts.page-visit', '/visit', { secret: 'a-secret-the-gateway-does-not-know' });
    expect((await previewPage(gateway, expired.variables)).body.data.previewPage).toMatchObject({ title: 'Plan Your Visit', isDraft: false });
    expect((await previewPage(gateway, moved)).body.data.previewPage).toBeNull();
    expect((await previewPage(gateway, forged.variables)).body.data.previewPage).toMatchObject({ isDraft: false });
  });

  it('shows no drafts at all when the gateway has no preview secret', async () => {
    const off = await startGateway({ upstreams: gateway.upstreams });
    try {
      const response = await previewPage(off, signed('drafts.page-visit', '/visit').variables);
      expect(response.body.data.previewPage).toMatchObject({ title: 'Plan Your Visit', isDraft: false });
    } finally {
      await off.close();
    }
  });
});

describe('a preview link expires by the real time, whatever MUSEUM_NOW pins', () => {
  // The test gateway's museum clock is pinned (TEST_NOW, in the past): content follows it, links do not.
  it('refuses a link that expired an hour ago, though it would still be valid by the pinned clock', async () => {
    const expired = signed('drafts.page-visit', '/visit', { at: Date.now() / 1000 - 7200 });
    expect(Number(expired.variables.expires)).toBeGreaterThan(Date.parse(TEST_NOW) / 1000);
    expect((await previewPage(gateway, expired.variables)).body.data.previewPage).toMatchObject({ title: 'Plan Your Visit', isDraft: false });
  });

  it('accepts a fresh link on a gateway whose pinned clock is years past its expiry', async () => {
    const pinned = '2031-06-01T10:00:00-04:00';
    const later = await startGateway({ upstreams: gateway.upstreams, now: pinned, env: { PREVIEW_SECRET: TEST_PREVIEW_SECRET } });
    try {
      const fresh = signed('drafts.page-visit', '/visit');
      expect(Number(fresh.variables.expires)).toBeLessThan(Date.parse(pinned) / 1000);
      expect((await previewPage(later, fresh.variables)).body.data.previewPage).toMatchObject({ title: 'Plan Your Visit (draft)', isDraft: true });
    } finally {
      await later.close();
    }
  });
});

describe('the /preview page', () => {
  it('renders the draft on the server, sent private, uncached and noindex', async () => {
    const page = await gateway.http().get(signed('drafts.page-visit', '/visit').link).set('accept', 'text/html').expect(200);
    expect(page.text).toContain('Plan Your Visit (draft)');
    expect(page.text).toContain('Preview of an unpublished draft');
    expect(page.text).toContain('<meta name="robots" content="noindex" />');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });

  it('is private even without a signature, while published pages stay public', async () => {
    const unsigned = await gateway.http().get('/preview?id=drafts.page-visit&path=/visit').set('accept', 'text/html').expect(200);
    expect(unsigned.text).not.toContain('Plan Your Visit (draft)');
    expect(unsigned.headers['cache-control']).toBe('private, no-store');
    const published = await gateway.http().get('/visit').set('accept', 'text/html').expect(200);
    expect(published.headers['cache-control']).toMatch(/^public/);
    expect(published.text).not.toContain('noindex');
  });
});
