import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

// Spec §3: an artwork's constituents may arrive as a JSON string (the lighter form). The sample
// collection API answers object 6013 that way (upstreams/collection/artwork.ts).
test.describe('an object whose constituents arrive as a JSON string', () => {
  test('is its page, with its maker linked to the search, not the unavailable page', async ({ page, request }) => {
    const $ = await rawPage(request, '/collection/object/6013');
    expect($('main h1').text()).toBe('The Catskills');

    await gotoHydrated(page, '/collection/object/6013');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Catskills');
    const headline = page.locator('.object-headline');
    await expect(headline).toContainText('Asher Brown Durand, American, 1796-1886');
    await headline.getByRole('link', { name: 'Asher Brown Durand' }).click();
    await expect(page).toHaveURL(/\/search\/collections\?filters=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '')).toEqual({ artist: ['Asher Brown Durand'] });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Catskills');
    await expectNoAxeViolations(page);
  });
});
