// The sample content service's mutations, as Sanity applies them: one transaction, all or nothing,
// patches by attribute path in Sanity's order, system fields on every write.
import { describe, expect, it } from 'vitest';
import { applyMutations, MutationError } from '../../../upstreams/content/mutations';
import type { StoredDocument } from '../../../upstreams/content/perspective';
import { ContentStore } from '../../../upstreams/content/store';

const NOW = '2026-11-22T15:00:00.000Z';

function store(): ContentStore {
  const documents: StoredDocument[] = [
    { _id: 'page-visit', _type: 'page', _rev: 'r1', _createdAt: '2026-01-01T00:00:00Z', title: 'Plan Your Visit', slug: { _type: 'slug', current: 'visit' }, order: 2, sections: [{ _key: 'a', title: 'Hours' }, { _key: 'b', title: 'Map' }] },
    { _id: 'page-join', _type: 'page', title: 'Join' },
    { _id: 'drafts.page-join', _type: 'page', title: 'Join (draft)' },
  ];
  return new ContentStore(documents);
}

async function refused(work: Promise<unknown>): Promise<{ status: number; body: object }> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof MutationError)) throw new Error(`expected a MutationError, got ${String(error)}`);
  return { status: error.status, body: error.body };
}

describe('mutations of the sample content service', () => {
  it('patches by attribute path: set (making objects on the way), setIfMissing, unset, inc and dec', async () => {
    const content = store();
    const { outcome, results } = await applyMutations(
      content,
      [
        {
          patch: {
            id: 'page-visit',
            set: { title: 'Visit Us', 'seo.description': 'Hours and tickets', 'sections[_key=="b"].title': 'Museum Map', 'sections[0].title': 'Hours & Admission' },
            setIfMissing: { title: 'ignored', subtitle: 'Welcome' },
            unset: ['slug', 'sections[-1]'],
            inc: { order: 3 },
            dec: { order: 1 },
          },
        },
      ],
      NOW,
    );
    expect(results).toEqual([{ id: 'page-visit', operation: 'update' }]);
    const page = outcome.get('page-visit');
    expect(page).toMatchObject({ _id: 'page-visit', _type: 'page', title: 'Visit Us', subtitle: 'Welcome', seo: { description: 'Hours and tickets' }, order: 4, sections: [{ _key: 'a', title: 'Hours & Admission' }], _createdAt: '2026-01-01T00:00:00Z', _updatedAt: NOW });
    expect(page).not.toHaveProperty('slug');
    expect(page?._rev).not.toBe('r1');
    // Nothing is visible before the commit.
    expect(content.get('page-visit')?.title).toBe('Plan Your Visit');
  });

  it('creates with a given, generated or prefixed id; createIfNotExists leaves what exists; createOrReplace replaces', async () => {
    const { outcome, results } = await applyMutations(
      store(),
      [
        { create: { _id: 'page-new', _type: 'page', title: 'New' } },
        { create: { _type: 'alert', text: 'Closed today' } },
        { create: { _id: 'event.', _type: 'event' } },
        { createIfNotExists: { _id: 'page-join', _type: 'page', title: 'Other' } },
        { createOrReplace: { _id: 'page-join', _type: 'page', title: 'Join Us' } },
      ],
      NOW,
    );
    expect(results.map((result) => result.operation)).toEqual(['create', 'create', 'create', 'none', 'update']);
    expect(results[1]?.id).toMatch(/^[\w-]{22}$/);
    expect(results[2]?.id).toMatch(/^event\.[\w-]{22}$/);
    expect(outcome.get('page-join')).toMatchObject({ title: 'Join Us', _updatedAt: NOW });
    expect(outcome.get('page-new')).toMatchObject({ _createdAt: NOW, _updatedAt: NOW });
  });

  it('deletes by id and by query, the whole transaction seen by each mutation in turn', async () => {
    const { outcome, results } = await applyMutations(
      store(),
      [{ create: { _id: 'page-temp', _type: 'page', title: 'Temp' } }, { delete: { query: '*[_type == "page" && title == $title]', params: { title: 'Temp' } } }, { delete: { id: 'page-join' } }, { delete: { id: 'nothing' } }],
      NOW,
    );
    expect(results).toEqual([
      { id: 'page-temp', operation: 'create' },
      { id: 'page-temp', operation: 'delete' },
      { id: 'page-join', operation: 'delete' },
      { id: 'nothing', operation: 'none' },
    ]);
    expect(outcome.get('page-join')).toBeNull();
  });

  it('refuses the whole transaction as Sanity does when one mutation fails', async () => {
    const exists = await refused(applyMutations(store(), [{ patch: { id: 'page-join', set: { title: 'x' } } }, { create: { _id: 'page-visit', _type: 'page' } }], NOW));
    expect(exists.status).toBe(409);
    expect(exists.body).toMatchObject({ error: { type: 'mutationError', items: [{ index: 1, error: { type: 'documentAlreadyExistsError', id: 'page-visit' } }] } });
    const missing = await refused(applyMutations(store(), [{ patch: { id: 'page-gone', set: { title: 'x' } } }], NOW));
    expect(missing).toMatchObject({ status: 409, body: { error: { items: [{ error: { type: 'documentNotFoundError' } }] } } });
    const stale = await refused(applyMutations(store(), [{ patch: { id: 'page-visit', ifRevisionID: 'old', set: { title: 'x' } } }], NOW));
    expect(stale).toMatchObject({ status: 409, body: { error: { items: [{ error: { type: 'conflictError' } }] } } });
    expect((await refused(applyMutations(store(), [{ create: { title: 'no type' } }], NOW))).status).toBe(400);
    expect((await refused(applyMutations(store(), [{ upsert: {} }], NOW))).status).toBe(400);
    expect((await refused(applyMutations(store(), [{ patch: { id: 'page-visit', set: { 'not a path!': 1 } } }], NOW))).status).toBe(400);
  });

  it('commits a transaction at once and tells its listeners what each document was and is', async () => {
    const content = store();
    const seen: { transactionId: string; changes: { id: string; before: unknown; after: unknown }[] }[] = [];
    content.onCommit((transaction) => seen.push(transaction));
    const { outcome } = await applyMutations(content, [{ patch: { id: 'page-visit', set: { title: 'Visit Us' } } }, { delete: { id: 'drafts.page-join' } }], NOW);
    content.commit('tx1', NOW, outcome);
    expect(content.get('page-visit')?.title).toBe('Visit Us');
    expect(content.view('published').find((document) => document._id === 'page-visit')?.title).toBe('Visit Us');
    expect(content.view('drafts').find((document) => document._id === 'page-join')?.title).toBe('Join');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.changes.map((change) => [change.id, (change.before as StoredDocument | null)?.title, (change.after as StoredDocument | null)?.title ?? null])).toEqual([
      ['page-visit', 'Plan Your Visit', 'Visit Us'],
      ['drafts.page-join', 'Join (draft)', null],
    ]);
  });
});
