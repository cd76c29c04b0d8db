// What a content answer is tagged with, and what a changed document purges.
import { describe, expect, it } from 'vitest';
import { changedDocumentTags, documentTag, indexTags, pathTag, typeTag } from '../../../server/domain/cache-tags';
import { answerTags, lookupTags } from '../../../server/upstreams/content-tags';
import { pageQuery } from '../../../server/upstreams/page-queries';

describe('the tags of a content answer', () => {
  it('names every document in it: the one asked for, the references joined into it and those left unjoined', () => {
    const answer = {
      _id: 'page-visit',
      sections: [{ _key: 's1', relatedContent: [{ _id: 'event-1', title: 'Talk' }, null] }, { _key: 's2', link: { _ref: 'drafts.page-join', _type: 'reference' } }],
      markDefs: [{ target: { _id: 'page-tickets' } }],
    };
    expect([...answerTags(answer)].sort()).toEqual(['doc:event-1', 'doc:page-join', 'doc:page-tickets', 'doc:page-visit']);
    expect([...answerTags(null)]).toEqual([]);
  });

  it('tags a page lookup with its address, whether or not a page is there, and with the slides when it shows a carousel', () => {
    expect(lookupTags({ slug: 'tickets', path: '/visit' })).toEqual(['path:/visit/tickets']);
    expect(lookupTags({ slug: 'home', path: '/' })).toEqual(['path:/']);
    expect(lookupTags({ id: 'x' })).toEqual([]);
    const page = pageQuery('page');
    expect(page.dependsOn?.({ slug: 'home', path: '/' }, { _id: 'home', carousel: [] })).toEqual(['path:/', 'type:carouselSlide']);
    expect(page.dependsOn?.({ slug: 'visit', path: '/' }, null)).toEqual(['path:/visit']);
  });

  it('tags listings over the search service with the content types of their indexes (artworks are not content)', () => {
    expect(indexTags('events', 'exhibitions')).toEqual(['type:event', 'type:exhibition']);
    expect(indexTags('visiting')).toEqual(['type:page', 'type:resource', 'type:webPackage', 'type:collectionObjectGroup']);
    expect(indexTags('collections')).toEqual([]);
    expect(indexTags('global')).toContain('type:eventSeries');
  });
});

describe('what a changed document purges', () => {
  it("purges what shows it, the lists of its type, its page's address and the lists of what it references", () => {
    expect(changedDocumentTags({ _id: 'event-7', _type: 'event', slug: 'gallery-talk', path: '/calendar/event', refs: ['exhibition-1', 'series-2', 'exhibition-1'] })).toEqual([
      'doc:event-7',
      'type:event',
      'path:/calendar/event/gallery-talk',
      'refs:exhibition-1',
      'refs:series-2',
    ]);
    expect(changedDocumentTags({ _id: 'menu-primary', _type: 'menu' })).toEqual(['doc:menu-primary', 'type:menu']);
    expect(changedDocumentTags({ _id: 'home', _type: 'page', slug: 'home', path: '/' })).toContain('path:/');
  });

  it('makes tags that fit Surrogate-Key and Cache-Tag headers whatever an id or a slug holds', () => {
    expect(documentTag('drafts.page a,b')).toBe('doc:page%20a%2Cb');
    expect(pathTag('/Visit/Été')).toBe('path:/visit/%C3%A9t%C3%A9');
    expect(typeTag('siteSettings')).toBe('type:siteSettings');
  });
});
