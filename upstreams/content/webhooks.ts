import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { isPublishedId } from './perspective';
import type { CommittedTransaction, DocumentChange } from './store';
import { WEBHOOK_PROJECTION } from './webhook-projection';

export interface WebhookOptions {
  /** Where each change is sent (CONTENT_WEBHOOK_URL, comma-separated). */
  urls: readonly string[];
  /** Signs every call as Sanity does (CONTENT_WEBHOOK_SECRET); null: unsigned. */
  secret: string | null;
  /** Waits before each attempt after the first; once they are used up the change is given up. */
  retryDelaysMs?: readonly number[];
  /** Told of each attempt's outcome (logs, tests). */
  onAttempt?: (attempt: WebhookAttempt) => void;
}

/** One attempt to deliver one change to one URL. */
export interface WebhookAttempt {
  url: string;
  documentId: string;
  /** 1 for the first. */
  attempt: number;
  /** The HTTP status, or null when nothing answered. */
  status: number | null;
  /** Whether another attempt follows. */
  retrying: boolean;
}

/** Sanity retries with a growing wait; the sample gives up after about two minutes. */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 60_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
const PROJECT_ID = 'sample';
const DATASET = 'production';

const projection = parse(WEBHOOK_PROJECTION, { mode: 'delta' });

function operation(change: DocumentChange): 'create' | 'update' | 'delete' {
  if (change.before === null) return 'create';
  return change.after === null ? 'delete' : 'update';
}

/**
 * The content service's GROQ-powered webhook, as Sanity sends it: after each committed transaction,
 * one POST per published document it changed (drafts are left out, as by default) to every URL,
 * the body the webhook's projection of the change, signed with the shared secret by
 * `@sanity/webhook`'s own encoder (`sanity-webhook-signature: t=…,v1=…`, each attempt signed when
 * sent), with Sanity's headers (`idempotency-key` the same on every attempt). A call not answered
 * 2xx is sent again after a growing wait.
 */
export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: WebhookOptions) {}

  /** Sends the transaction's changes (in the background). */
  readonly send = (transaction: CommittedTransaction): void => {
    for (const change of transaction.changes) {
      if (!isPublishedId(change.id)) continue;
      for (const url of this.options.urls) this.track(this.deliver(url, change, transaction));
    }
  };

  /** Resolves once every delivery under way has succeeded or been given up (tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Gives up the retries still waiting. */
  close(): void {
    this.closed = true;
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(url: string, change: DocumentChange, transaction: CommittedTransaction): Promise<void> {
    const body = JSON.stringify(await (await evaluate(projection, { before: change.before, after: change.after, root: change.after ?? change.before, sanity: { projectId: PROJECT_ID, dataset: DATASET } })).get());
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Sanity.io webhook delivery',
      'idempotency-key': `${transaction.transactionId}-${change.id}-${randomUUID()}`,
      'sanity-project-id': PROJECT_ID,
      'sanity-dataset': DATASET,
      'sanity-document-id': change.id,
      'sanity-operation': operation(change),
      'sanity-transaction-id': transaction.transactionId,
      'sanity-transaction-time': transaction.time,
      'sanity-webhook-id': 'sample-gateway-purge',
    };
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 1; ; attempt += 1) {
      if (this.options.secret) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), this.options.secret);
      const status = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => null,
      );
      const wait = delays[attempt - 1];
      const retrying = (status === null || status < 200 || status >= 300) && wait !== undefined && !this.closed;
      this.options.onAttempt?.({ url, documentId: change.id, attempt, status, retrying });
      if (!retrying) return;
      await delay(wait, undefined, { ref: false });
    }
  }
}
