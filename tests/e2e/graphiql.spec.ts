import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * GraphiQL's tab strip nests each tab's close button inside its role="tab" element (axe:
 * nested-interactive). That markup belongs to the graphiql package and no option turns it off, so
 * only the tab strip is left out of the check; the rest of the page (our page, GraphiQL's editors,
 * toolbar and result pane) is checked.
 */
const GRAPHIQL_THIRD_PARTY_TABS = '.graphiql-tabs';
const QUERY = '{ site { title } }';

test.describe('GraphiQL', () => {
  test('loads at /graphql, runs a query, and asks no host but the gateway', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // data: and blob: URLs (the editor's workers and icons) never leave the browser.
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) foreign.push(request.url());
    });
    page.on('websocket', (socket) => foreign.push(socket.url()));
    // A Content-Security-Policy refusal (say, of the editor's workers) shows up as a console error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    // The query comes from GraphiQL's own storage (as after an earlier visit): typing it would open
    // the editor's autocomplete popup, which appears at its own pace and covers the run button.
    await page.addInitScript((query) => window.localStorage.setItem('graphiql:query', query), QUERY);
    // The schema loads through the gateway (introspection) as soon as the page starts.
    const introspection = page.waitForResponse((res) => res.url() === `${origin}/graphql` && res.request().method() === 'POST');
    const response = await page.goto('/graphql');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/GraphiQL/);
    // Several megabytes of editor code: allow for a loaded CI machine.
    await expect(page.locator('.graphiql-container')).toBeVisible({ timeout: 60_000 });
    expect((await introspection).status()).toBe(200);
    await expectNoAxeViolations(page, undefined, GRAPHIQL_THIRD_PARTY_TABS);

    await expect(page.locator('.graphiql-query-editor')).toContainText(QUERY);
    const run = page.waitForResponse((res) => res.url() === `${origin}/graphql` && (res.request().postData() ?? '').includes('site'));
    await page.getByRole('button', { name: /execute query/i }).click();
    expect((await run).status()).toBe(200);
    await expect(page.locator('.graphiql-response')).toContainText('"title"');
    // With a result showing, the response pane is part of the screen too.
    await expectNoAxeViolations(page, undefined, GRAPHIQL_THIRD_PARTY_TABS);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });
});
