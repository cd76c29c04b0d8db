import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hasBearerToken } from '../bearer';
import { pathProblem } from './api-path';
import { applyMutations, MutationError } from './mutations';
import type { ContentStore } from './store';

export interface MutationRouteOptions {
  store: ContentStore;
  /** The token that may write (CONTENT_EDITOR_TOKEN). */
  editorToken: string;
  /** The read token: it may see drafts, not change anything. */
  previewToken: string;
  /** The time commits are stamped with (the museum clock, as GROQ's now()). */
  clock: () => Date;
}

interface MutateRoute {
  Params: { version: string; dataset: string };
  Querystring: Record<string, string | undefined>;
  Body: unknown;
}

const flag = (value: string | undefined) => value === 'true';

/**
 * `POST /v{version}/data/mutate/{dataset}` as Sanity answers it: `{"mutations": […]}` applied as one
 * transaction (all or nothing), with the editor's token only (`Authorization: Bearer …`; the read
 * token gets 403, none 401). Answers `{transactionId, results: [{id, operation}]}`, with
 * `documentIds` (`returnIds=true`) and each result's `document` (`returnDocuments=true`);
 * `dryRun=true` changes nothing; `transactionId` names the transaction. Committed at once
 * (`visibility=sync`, the default, whatever is asked), then sent to the webhook.
 */
export function registerMutations(app: FastifyInstance, options: MutationRouteOptions): void {
  app.post<MutateRoute>('/v:version/data/mutate/:dataset', async (request, reply) => {
    const problem = pathProblem(request.params);
    if (problem) return reply.code(problem.status).send(problem.body);
    const authorization = request.headers.authorization;
    if (!hasBearerToken(authorization, options.editorToken)) {
      if (hasBearerToken(authorization, options.previewToken)) {
        const error = { description: 'Insufficient permissions; permission "update" required', permission: 'update', type: 'insufficientPermissionsError' };
        return reply.code(403).send({ error: { description: 'Mutation(s) failed with 1 error(s)', items: [{ error, index: 0 }], type: 'mutationError' } });
      }
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' });
    }
    const body = request.body;
    const mutations = typeof body === 'object' && body !== null && 'mutations' in body ? body.mutations : undefined;
    if (!Array.isArray(mutations) || mutations.length === 0) {
      return reply.code(400).send({ error: { description: 'The request body must be {"mutations": [...]} with at least one mutation', type: 'mutationError' } });
    }
    const query = request.query;
    const time = options.clock().toISOString();
    let applied;
    try {
      applied = await applyMutations(options.store, mutations, time);
    } catch (error) {
      if (error instanceof MutationError) return reply.code(error.status).send(error.body);
      throw error;
    }
    const transactionId = query.transactionId || randomUUID().replaceAll('-', '').slice(0, 22);
    if (!flag(query.dryRun)) options.store.commit(transactionId, time, applied.outcome);
    const results = applied.results.map((result) =>
      flag(query.returnDocuments) && result.operation !== 'delete' ? { ...result, document: applied.outcome.get(result.id) ?? options.store.get(result.id) } : result,
    );
    return reply.send({ transactionId, results, ...(flag(query.returnIds) ? { documentIds: results.map((result) => result.id) } : {}) });
  });
}
