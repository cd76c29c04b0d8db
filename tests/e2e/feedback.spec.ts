import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphqlOperation } from './support/graphql';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

/** The feedback form (issue 10, defect 14): prefilled from the page it was linked from, sent through the gateway. */

const OBJECT = '/collection/object/6268';

const form = (page: Page) => page.locator('form.feedback-form');
const sent = (page: Page) => page.waitForResponse((response) => graphqlOperation(response.request())?.name === 'SendFeedback');

test.describe('feedback form', () => {
  test('the object page links it with the page’s absolute URL, already in the server-rendered HTML', async ({ request, baseURL }) => {
    const $ = await rawPage(request, OBJECT);
    const href = $('aside[aria-label="Disclaimer"] a:contains("feedback form")').attr('href') ?? '';
    const link = new URL(href, baseURL);
    expect(link.pathname).toBe('/feedback');
    expect(link.searchParams.get('url')).toBe(new URL(OBJECT, baseURL).href);
    expect(link.searchParams.get('topic')).toBe('collection-object');
    const notice = await rawPage(request, '/search/collections?q=vase');
    const noticeLink = new URL(notice('.collection-notice a:contains("feedback form")').attr('href') ?? '', baseURL);
    expect(noticeLink.pathname).toBe('/feedback');
    expect(noticeLink.searchParams.get('url')).toBe(new URL('/search/collections?q=vase', baseURL).href);
  });

  test('a visitor follows the link, mends what the form asks, sends, and hears the result', async ({ page, baseURL }) => {
    await gotoHydrated(page, OBJECT);
    await page.getByRole('complementary', { name: 'Disclaimer' }).getByRole('link', { name: 'feedback form' }).click();
    await expect(page).toHaveURL(/\/feedback\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(page.getByText('About this page:')).toContainText(new URL(OBJECT, baseURL).href);
    await expect(page.getByLabel('What is it about?')).toHaveValue('COLLECTION_OBJECT');

    // Nothing typed: the alert says so, the message field is marked and focused.
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please check the fields marked below.');
    const message = page.getByRole('textbox', { name: /Your message/ });
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/Please tell us what you noticed/);
    await expectNoAxeViolations(page);

    await message.fill('The sitter’s dates in the label do not match the record.');
    const email = page.getByRole('textbox', { name: /Your email address/ });
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/name@example\.org/);

    await email.fill('ada@example.org');
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ada Lovelace');
    const answer = sent(page);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const response = await answer;
    expect(JSON.parse(response.request().postData() ?? '{}').variables.input).toMatchObject({ topic: 'COLLECTION_OBJECT', pageUrl: new URL(OBJECT, baseURL).href, email: 'ada@example.org', website: null });
    expect((await response.json()).data.sendFeedback.status).toBe('SENT');
    await expect(page.getByRole('heading', { level: 2, name: 'Feedback sent' })).toBeVisible();
    await expect(page.locator('.feedback-page__done')).toBeFocused();
    // The confirmation is said once, where focus lands: not again in a live region, nor as a heading that repeats it.
    const done = page.locator('.feedback-page__done');
    await expect(page.getByText(/thank you/i)).toHaveCount(1);
    await expect(done).toHaveText(/^Feedback sentThank you\. Your feedback has been sent to our staff\.Back to the page you came from$/);
    await expect(page.getByRole('link', { name: 'Back to the page you came from' })).toHaveAttribute('href', new URL(OBJECT, baseURL).href);
    await expectNoAxeViolations(page);
  });

  test('what the spam trap catches is dropped without a request, with the same answer', async ({ page }) => {
    await gotoHydrated(page, '/feedback?topic=website');
    await expect(page.getByLabel('What is it about?')).toHaveValue('WEBSITE');
    let asked = false;
    page.on('request', (request) => {
      if (graphqlOperation(request)?.name === 'SendFeedback') asked = true;
    });
    await page.getByRole('textbox', { name: /Your message/ }).fill('Cheap watches here, click now.');
    await form(page).locator('input[name="website"]').fill('http://spam.example.com');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Feedback sent' })).toBeVisible();
    expect(asked).toBe(false);
  });

  test('says when it cannot be sent, and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, '/feedback?url=https%3A%2F%2Fspam.example.com%2F');
    // An address elsewhere is no page of this site: the form does not claim it.
    await expect(page.getByText('About this page:')).toHaveCount(0);
    await page.route((url) => url.pathname === '/graphql', (route) => (graphqlOperation(route.request())?.name === 'SendFeedback' ? route.abort() : route.continue()));
    const message = page.getByRole('textbox', { name: /Your message/ });
    await message.fill('The map link is broken.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Sorry, we could not send your feedback just now. Please try again later.');
    await expect(message).toHaveValue('The map link is broken.');
  });
});
