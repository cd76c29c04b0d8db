import * as v from 'valibot';
import type { UpstreamHttp } from '../http/client';
import { UpstreamError } from '../http/errors';
import { expectShape } from './shape';

/** What the provider made of a sign-up. */
export type ProviderAnswer = 'subscribed' | 'already-subscribed' | 'rejected';

const AnswerSchema = v.object({ status: v.picklist(['subscribed', 'already_subscribed']) });

/**
 * The email marketing provider (NEWSLETTER_URL): `POST /v1/subscribers` with `{ email, source }`
 * and a bearer token answers 201 for a new subscriber, 200 `already_subscribed` for a known one, and
 * 400 or 422 for an address it refuses. Sign-ups are never retried (a POST is not idempotent).
 */
export class NewsletterClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly token: string,
  ) {}

  async subscribe(email: string, source: string): Promise<ProviderAnswer> {
    const { status, text } = await this.http.send('newsletter', {
      method: 'POST',
      path: '/v1/subscribers',
      headers: { authorization: `Bearer ${this.token}` },
      body: { email, source },
    });
    if (status === 400 || status === 422) return 'rejected';
    if (status < 200 || status >= 300) throw new UpstreamError('newsletter', 'http', `HTTP ${status} from /v1/subscribers`, { status });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new UpstreamError('newsletter', 'shape', 'invalid JSON from /v1/subscribers', { cause: error });
    }
    return expectShape('newsletter', 'a sign-up answer', body, AnswerSchema).status === 'subscribed' ? 'subscribed' : 'already-subscribed';
  }
}
