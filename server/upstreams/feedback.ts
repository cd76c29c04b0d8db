import * as v from 'valibot';
import type { FeedbackSubmission } from '../domain/feedback/submission';
import type { UpstreamHttp } from '../http/client';
import { expectShape } from './shape';

const ReceiptSchema = v.object({ id: v.string(), receivedAt: v.string() });
export type FeedbackReceipt = v.InferOutput<typeof ReceiptSchema>;

/**
 * The museum's forms backend (FEEDBACK_URL): `POST /v1/feedback` with a submission and a bearer
 * token answers 201 with a receipt. A submission is never retried (a POST is not idempotent: a
 * retry could file it twice); any failure is the caller's to report.
 */
export class FeedbackClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly token: string,
  ) {}

  async send(submission: FeedbackSubmission): Promise<FeedbackReceipt> {
    const body = await this.http.json('feedback', { method: 'POST', path: '/v1/feedback', headers: { authorization: `Bearer ${this.token}` }, body: submission });
    return expectShape('feedback', 'a feedback receipt', body, ReceiptSchema);
  }
}
