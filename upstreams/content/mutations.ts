import { randomBytes } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import { addAt, parsePath, setAt, unsetAt } from './patch-paths';
import type { StoredDocument } from './perspective';
import type { ContentStore } from './store';

/** What one mutation did to one document, as Sanity reports it. */
export interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
}

/** A transaction's outcome before it is committed: every document it touched (null: deleted), and what each mutation did. */
export interface AppliedTransaction {
  outcome: Map<string, StoredDocument | null>;
  results: MutationResult[];
}

/** A transaction refused as a whole (Sanity's `mutationError`), with the status and body to answer. */
export class MutationError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super('mutation failed');
  }
}

/** Sanity's answer when one mutation of a transaction fails: the whole transaction is refused. */
function failed(index: number, status: number, error: { description: string; type: string; id?: string }): MutationError {
  return new MutationError(status, { error: { description: `The mutation(s) failed: ${error.description}`, items: [{ error, index }], type: 'mutationError' } });
}

function badRequest(description: string): MutationError {
  return new MutationError(400, { error: { description, type: 'mutationError' } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A new random id, like Sanity's (22 URL-safe characters). */
function randomId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

const PATCH_OPERATIONS = ['set', 'setIfMissing', 'unset', 'inc', 'dec'] as const;

/**
 * Applies a transaction's mutations, in order, to a working copy of the store (nothing changes
 * until the caller commits): `create`, `createOrReplace`, `createIfNotExists`, `patch` (`set`,
 * `setIfMissing`, `unset`, `inc`, `dec`, applied in that order, by `id` or `query`, with
 * `ifRevisionID`) and `delete` (by `id` or `query`), as Sanity's mutation API does them. Every
 * document written gets a new `_rev` and `_updatedAt`. `now` is the commit's time.
 */
export async function applyMutations(store: ContentStore, mutations: readonly unknown[], now: string): Promise<AppliedTransaction> {
  const outcome = new Map<string, StoredDocument | null>();
  const results: MutationResult[] = [];
  const rev = randomId();
  const current = (id: string): StoredDocument | null => (outcome.has(id) ? (outcome.get(id) ?? null) : store.get(id));
  const write = (document: StoredDocument, createdAt: string): StoredDocument => {
    const stored = { ...structuredClone(document), _createdAt: createdAt, _updatedAt: now, _rev: rev };
    outcome.set(stored._id, stored);
    return stored;
  };

  /** The ids a `query` selects, against the transaction's documents so far. */
  const selected = async (index: number, query: unknown, params: unknown): Promise<string[]> => {
    if (typeof query !== 'string') throw badRequest(`Mutation ${index} needs an "id" or a "query"`);
    const documents = [...store.all().filter((document) => !outcome.has(document._id)), ...[...outcome.values()].filter((document) => document !== null)];
    let found: unknown;
    try {
      found = await (await evaluate(parse(query), { dataset: documents, params: isRecord(params) ? params : {} })).get();
    } catch (error) {
      throw badRequest(`Mutation ${index} has a query that does not run: ${error instanceof Error ? error.message : String(error)}`);
    }
    return (Array.isArray(found) ? found : [found]).flatMap((document) => (isRecord(document) && typeof document._id === 'string' ? [document._id] : []));
  };

  for (const [index, mutation] of mutations.entries()) {
    if (!isRecord(mutation) || Object.keys(mutation).length !== 1) throw badRequest(`Mutation ${index} must be an object with one of create, createOrReplace, createIfNotExists, patch, delete`);
    const [kind, body] = Object.entries(mutation)[0] as [string, unknown];
    if (!isRecord(body)) throw badRequest(`Mutation ${index} (${kind}) must be an object`);

    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      if (typeof body._type !== 'string' || body._type === '') throw failed(index, 400, { description: 'Document is missing required attribute "_type"', type: 'validationError' });
      let id = typeof body._id === 'string' && body._id !== '' ? body._id : randomId();
      if (id.endsWith('.')) id = `${id}${randomId()}`;
      if (kind !== 'create' && typeof body._id !== 'string') throw failed(index, 400, { description: `${kind} requires "_id"`, type: 'validationError' });
      const existing = current(id);
      if (existing && kind === 'create') throw failed(index, 409, { description: `Document by ID "${id}" already exists`, id, type: 'documentAlreadyExistsError' });
      if (existing && kind === 'createIfNotExists') {
        results.push({ id, operation: 'none' });
        continue;
      }
      write({ ...(body as StoredDocument), _id: id }, existing && existing._type === body._type && typeof existing._createdAt === 'string' ? existing._createdAt : now);
      results.push({ id, operation: existing ? 'update' : 'create' });
    } else if (kind === 'patch') {
      if (Object.keys(body).some((key) => !['id', 'query', 'params', 'ifRevisionID', ...PATCH_OPERATIONS].includes(key))) {
        throw badRequest(`Mutation ${index}: this sample patches with ${PATCH_OPERATIONS.join(', ')} only`);
      }
      const ids = typeof body.id === 'string' ? [body.id] : await selected(index, body.query, body.params);
      for (const id of ids) {
        const existing = current(id);
        if (!existing) throw failed(index, 409, { description: `Document "${id}" not found`, id, type: 'documentNotFoundError' });
        if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== existing._rev) {
          throw failed(index, 409, { description: `Document "${id}" has unexpected revision ID ("${String(existing._rev)}"), expected "${body.ifRevisionID}"`, id, type: 'conflictError' });
        }
        const patched = structuredClone(existing);
        for (const operation of PATCH_OPERATIONS) applyPatch(index, patched, operation, body[operation]);
        // The identity and type of a document are not patched.
        write({ ...patched, _id: existing._id, _type: existing._type }, typeof existing._createdAt === 'string' ? existing._createdAt : now);
        results.push({ id, operation: 'update' });
      }
    } else if (kind === 'delete') {
      const ids = typeof body.id === 'string' ? [body.id] : await selected(index, body.query, body.params);
      for (const id of ids) {
        const existed = current(id) !== null;
        outcome.set(id, null);
        results.push({ id, operation: existed ? 'delete' : 'none' });
      }
    } else {
      throw badRequest(`Unknown mutation type "${kind}" in mutation ${index}`);
    }
  }
  return { outcome, results };
}

/** One patch operation's paths on a document (`unset` takes a list of paths, the others path → value). */
function applyPatch(index: number, document: StoredDocument, operation: (typeof PATCH_OPERATIONS)[number], argument: unknown): void {
  if (argument === undefined) return;
  const paths = (path: string) => {
    const segments = parsePath(path);
    if (!segments) throw badRequest(`Mutation ${index}: "${path}" is not an attribute path this sample reads`);
    return segments;
  };
  if (operation === 'unset') {
    if (!Array.isArray(argument)) throw badRequest(`Mutation ${index}: unset takes a list of paths`);
    for (const path of argument) unsetAt(document, paths(String(path)));
    return;
  }
  if (!isRecord(argument)) throw badRequest(`Mutation ${index}: ${operation} takes an object of paths and values`);
  for (const [path, value] of Object.entries(argument)) {
    if (operation === 'set' || operation === 'setIfMissing') setAt(document, paths(path), value, operation === 'setIfMissing');
    else if (typeof value !== 'number') throw badRequest(`Mutation ${index}: ${operation} takes numbers`);
    else addAt(document, paths(path), operation === 'inc' ? value : -value);
  }
}
