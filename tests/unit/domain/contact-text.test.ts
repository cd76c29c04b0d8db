import { describe, expect, it } from 'vitest';
import { contactSpans } from '../../../server/domain/contact-text';

describe('contactSpans', () => {
  it('links the phone number and the email address of an editor’s contact text, keeping the text as written', () => {
    expect(contactSpans('Questions? Call 215-763-8100 or email visitorservices@philamuseum.org.')).toEqual([
      { text: 'Questions? Call ', href: null },
      { text: '215-763-8100', href: 'tel:+12157638100' },
      { text: ' or email ', href: null },
      { text: 'visitorservices@philamuseum.org', href: 'mailto:visitorservices@philamuseum.org' },
      { text: '.', href: null },
    ]);
  });

  it.each([
    ['(215) 763-8100', 'tel:+12157638100'],
    ['215.763.8100', 'tel:+12157638100'],
    ['+1 215 763 8100', 'tel:+12157638100'],
  ])('reads %s as a number', (number, href) => {
    expect(contactSpans(`Call ${number} today`)).toEqual([
      { text: 'Call ', href: null },
      { text: number, href },
      { text: ' today', href: null },
    ]);
  });

  it('leaves plain text, years and digits in an address alone, and gives nothing for no text', () => {
    expect(contactSpans('Ask at the desk, open since 1876.')).toEqual([{ text: 'Ask at the desk, open since 1876.', href: null }]);
    expect(contactSpans('Write to desk2157638100@example.org')).toEqual([
      { text: 'Write to ', href: null },
      { text: 'desk2157638100@example.org', href: 'mailto:desk2157638100@example.org' },
    ]);
    expect(contactSpans('  ')).toEqual([]);
    expect(contactSpans(null)).toEqual([]);
  });
});
