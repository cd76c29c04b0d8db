import { describe, expect, it } from 'vitest';
import { readFeedback, sitePageUrl } from '../../../server/domain/feedback/submission';

const ORIGIN = 'https://www.museum.example.org';

describe('feedback submissions (issue 10, defect 14)', () => {
  it('keeps the page only when it is one of the site’s', () => {
    expect(sitePageUrl(`${ORIGIN}/collection/object/6268`, ORIGIN)).toBe(`${ORIGIN}/collection/object/6268`);
    expect(sitePageUrl(`${ORIGIN}/search/collections?q=vase`, ORIGIN)).toBe(`${ORIGIN}/search/collections?q=vase`);
    for (const other of ['https://spam.example.com/', 'http://www.museum.example.org/x', '/collection/object/1', 'javascript:alert(1)', `${ORIGIN}/${'x'.repeat(2000)}`, null]) {
      expect(sitePageUrl(other, ORIGIN), String(other)).toBeNull();
    }
  });

  it('trims what was typed, drops empty optional fields and files the topic by name', () => {
    expect(readFeedback({ topic: 'WEBSITE', message: '  The map\r\nlink is broken.  ', name: ' ', email: '' }, ORIGIN)).toEqual({
      ok: true,
      submission: { topic: 'Website feedback', message: 'The map\nlink is broken.', name: null, email: null, pageUrl: null },
    });
  });

  it('names each field to mend: a message of 5 to 5000 characters, a name under 200, a plausible address', () => {
    const read = readFeedback({ topic: 'OTHER', message: 'hi', name: 'x'.repeat(201), email: 'a@b' }, ORIGIN);
    expect(read.ok ? [] : read.errors.map((error) => error.field)).toEqual(['MESSAGE', 'NAME', 'EMAIL']);
    const long = readFeedback({ topic: 'OTHER', message: 'x'.repeat(5001) }, ORIGIN);
    expect(long.ok ? null : long.errors[0]?.message).toMatch(/under 5000 characters/);
    expect(readFeedback({ topic: 'OTHER', message: 'Hello there', email: 'ada@example.org' }, ORIGIN).ok).toBe(true);
  });
});
