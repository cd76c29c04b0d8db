import { describe, expect, it } from 'vitest';
import { feedbackHref, feedbackPrefill } from '../../../client/pages/feedback/feedbackLink';

const ORIGIN = 'https://www.example.org';

describe('the feedback form read from its URL', () => {
  it('keeps a page of this site, and drops another site’s, an unparseable address or none', () => {
    const ours = `${ORIGIN}/collection/object/6268`;
    expect(feedbackPrefill(new URL(feedbackHref('COLLECTION_OBJECT', ours), ORIGIN).search, ORIGIN)).toEqual({ topic: 'COLLECTION_OBJECT', pageUrl: ours });
    for (const url of ['https://elsewhere.example/page', 'not a url', '//www.example.org/visit', '']) {
      expect(feedbackPrefill(`?topic=website&url=${encodeURIComponent(url)}`, ORIGIN).pageUrl, url).toBeNull();
    }
  });

  it('reads an unknown topic as OTHER', () => {
    expect(feedbackPrefill('?topic=nonsense', ORIGIN).topic).toBe('OTHER');
  });
});
