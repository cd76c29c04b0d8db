import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

// Content spec §9 (error reporting): the browser reports its errors to the gateway (POST /errors).

/** The next report the page sends, with the gateway's answer. */
async function nextReport(page: Page, act: () => Promise<unknown>): Promise<{ request: Request; status: number | undefined }> {
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/errors' && request.method() === 'POST');
  await act();
  const request = await sent;
  return { request, status: (await request.response())?.status() };
}

test.describe('browser errors', () => {
  test('an uncaught error reaches the gateway, named by its route and the build, and is accepted', async ({ page }) => {
    await gotoHydrated(page, '/collection/object/6268?from=newsletter#details');
    const { request, status } = await nextReport(page, () => page.evaluate(() => setTimeout(() => {
      throw new TypeError('Test error thrown by the browser test');
    })));
    expect(status).toBe(202);
    expect(request.postDataJSON()).toEqual({
      kind: 'error',
      name: 'TypeError',
      message: 'Test error thrown by the browser test',
      stack: expect.stringContaining('TypeError: Test error thrown by the browser test'),
      // The route's template: no id, query or fragment.
      page: '/collection/object/:id',
      release: expect.stringMatching(/^museum-site@\d+\.\d+\.\d+/),
    });
  });

  test('an unhandled rejection is reported too, once however often it recurs; a content page is named by its path', async ({ page }) => {
    await gotoHydrated(page, '/visit/museum-map');
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/errors') reports.push(request.postDataJSON());
    });
    const { request, status } = await nextReport(page, () => page.evaluate(() => {
      void Promise.reject(new Error('Test rejection from the browser test'));
    }));
    expect(status).toBe(202);
    expect(request.postDataJSON()).toMatchObject({ kind: 'rejection', name: 'Error', message: 'Test rejection from the browser test', page: '/visit/museum-map' });
    // The same rejection again is not sent again; a new error is.
    await nextReport(page, () => page.evaluate(() => {
      void Promise.reject(new Error('Test rejection from the browser test'));
      setTimeout(() => {
        throw new Error('Another test error');
      });
    }));
    expect(reports).toEqual([expect.objectContaining({ message: 'Test rejection from the browser test' }), expect.objectContaining({ kind: 'error', message: 'Another test error' })]);
  });
});
