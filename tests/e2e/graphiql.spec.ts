import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('GraphiQL', () => {
  test('loads at /graphql, runs a query, and asks no host but the gateway', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        if (url.origin !== origin) foreign.push(request.url());
      }
    });

    // The schema loads through the gateway (introspection) as soon as the page starts.
    const introspection = page.waitForResponse((res) => res.url() === `${origin}/graphql` && res.request().method() === 'POST');
    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/GraphiQL/);
    await expect(page.locator('.graphiql-container')).toBeVisible();
    // GraphiQL's own tab strip nests its close button inside role="tab" (upstream markup we cannot change).
    await expectNoAxeViolations(page, undefined, '.graphiql-tabs');

    expect((await introspection).status()).toBe(200);
    const run = page.waitForResponse((res) => res.url() === `${origin}/graphql` && (res.request().postData() ?? '').includes('{ site'));
    await page.locator('.graphiql-query-editor .monaco-editor textarea').first().focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('{ site { title');
    // Close the editor's autocomplete popup, which covers the run button.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /execute query/i }).click();
    expect((await run).status()).toBe(200);
    await expect(page.locator('.graphiql-response')).toContainText('"title"');
    expect(foreign).toEqual([]);
  });
});
