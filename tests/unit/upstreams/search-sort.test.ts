import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../../../upstreams/search/documents';
import { sortScored, type Scored } from '../../../upstreams/search/engine/sort';

const event = (id: string, title: string, startDate: string | undefined, score = 1): Scored => ({
  score,
  document: { id, type: 'events', title, url: `/calendar/event/${id}`, weight: 10, allWeight: 310, ...(startDate ? { startDate } : {}) } as SearchDocument,
});

describe('sample search service: order of ties', () => {
  it('breaks ties of the asked keys by title, then date (missing last), then id', () => {
    const entries = [
      event('c', 'Tour', '2026-12-19T13:00:00-05:00'),
      event('a', 'Tour', '2027-01-02T13:00:00-05:00'),
      event('z', 'Tour', undefined),
      event('b', 'Tour', '2026-11-27T13:00:00-05:00'),
      event('y', 'Art Talk', '2027-02-01T13:00:00-05:00'),
      event('x', 'Tour', '2026-11-27T13:00:00-05:00', 2),
    ];
    sortScored(entries, [{ field: '_score', order: 'desc' }, { field: 'allWeight', order: 'desc' }]);
    expect(entries.map((entry) => entry.document.id)).toEqual(['x', 'y', 'b', 'c', 'a', 'z']);
  });

  it('ranks by score, then by the keys asked after it (the category’s order the gateway sends for relevance)', () => {
    const entries = [event('a', 'Art Talk', '2027-01-02T13:00:00-05:00'), event('b', 'Tour', '2026-11-27T13:00:00-05:00'), event('c', 'Zoo Walk', '2027-03-01T13:00:00-05:00', 3)];
    sortScored(entries, [{ field: '_score', order: 'desc' }, { field: 'startDate', order: 'asc' }]);
    expect(entries.map((entry) => entry.document.id)).toEqual(['c', 'b', 'a']);
  });
});
