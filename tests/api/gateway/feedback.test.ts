// The feedback form's mutation (issue 10, defect 14): through the gateway to the sample forms
// backend, which keeps what it got.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFeedback } from '../../../upstreams/feedback/app';
import { SAMPLE_FEEDBACK_TOKEN } from '../../../upstreams/start';
import { startFaultProxy } from '../../support/fault-proxy';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const ORIGIN = 'https://www.museum.example.org';
const SEND = /* GraphQL */ `
  mutation Send($input: FeedbackInput!) {
    sendFeedback(input: $input) { status message errors { field message } }
  }
`;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => gateway.close());

async function send(input: Record<string, unknown>) {
  const response = await gateway.graphql(SEND, { input }).expect(200);
  expect(response.body.errors).toBeUndefined();
  return response.body.data.sendFeedback as { status: string; message: string; errors: { field: string; message: string }[] };
}

async function kept(): Promise<StoredFeedback[]> {
  const response = await fetch(`${gateway.upstreams.urls.feedback}/v1/feedback`, { headers: { authorization: `Bearer ${SAMPLE_FEEDBACK_TOKEN}` } });
  return ((await response.json()) as { data: StoredFeedback[] }).data;
}

describe('sendFeedback', () => {
  it('sends the feedback with the page it is about; the forms backend keeps what it got', async () => {
    const pageUrl = `${ORIGIN}/collection/object/6268`;
    const result = await send({ topic: 'COLLECTION_OBJECT', message: '  The sitter is misnamed in the label.  ', name: 'Ada Lovelace', email: 'ada@example.org', pageUrl, website: '' });
    expect(result).toEqual({ status: 'SENT', message: 'Thank you. Your feedback has been sent to our staff.', errors: [] });
    expect((await kept())[0]).toMatchObject({ topic: 'Collection object feedback', message: 'The sitter is misnamed in the label.', name: 'Ada Lovelace', email: 'ada@example.org', pageUrl });
  });

  it('keeps only a page of this site as the page it is about', async () => {
    await send({ topic: 'WEBSITE', message: 'Look at this other site.', pageUrl: 'https://spam.example.com/buy' });
    expect((await kept())[0]).toMatchObject({ message: 'Look at this other site.', pageUrl: null, name: null, email: null });
  });

  it('names each field to mend, and sends nothing', async () => {
    const before = (await kept()).length;
    const result = await send({ topic: 'OTHER', message: 'hi', email: 'not an address', name: 'x'.repeat(201) });
    expect(result.status).toBe('INVALID');
    expect(result.errors.map((error) => error.field)).toEqual(['MESSAGE', 'NAME', 'EMAIL']);
    expect(result.errors.every((error) => error.message.length > 10)).toBe(true);
    expect((await kept()).length).toBe(before);
  });

  it('drops what the spam trap caught, answering as if it was sent', async () => {
    const before = (await kept()).length;
    expect((await send({ topic: 'OTHER', message: 'Cheap watches here.', website: 'http://spam.example.com' })).status).toBe('SENT');
    expect((await kept()).length).toBe(before);
  });

  it('says so when the forms backend cannot be reached: a degraded answer, never cached; the site stays ready', async () => {
    const down = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN, FEEDBACK_URL: 'http://127.0.0.1:9' }, upstreams: gateway.upstreams });
    try {
      const response = await down.graphql(SEND, { input: { topic: 'OTHER', message: 'Is anyone there?' } }).expect(200);
      expect(response.body.data.sendFeedback).toMatchObject({ status: 'UNAVAILABLE', message: 'Sorry, we could not send your feedback just now. Please try again later.' });
      expect(response.headers['cache-control']).toBe('no-store');
      // The forms backend is not one of the upstreams pages read: readiness does not follow it.
      await expect.poll(async () => (await down.http().get('/readyz')).status, { timeout: 20_000, interval: 50 }).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('answers within the request deadline when the forms backend hangs, and sends nothing twice', async () => {
    const hung = await startFaultProxy(gateway.upstreams.urls.feedback, { slowMs: 0 });
    await hung.set('hang');
    const slow = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN, FEEDBACK_URL: hung.url, REQUEST_DEADLINE_MS: '1000' }, upstreams: gateway.upstreams });
    try {
      const response = await slow.graphql(SEND, { input: { topic: 'OTHER', message: 'Still waiting here.' } }).expect(200);
      expect(response.body.data.sendFeedback).toMatchObject({ status: 'UNAVAILABLE' });
      expect(response.headers['cache-control']).toBe('no-store');
      // A POST is never retried: one attempt reached the backend.
      expect(hung.requests).toBe(1);
    } finally {
      await slow.close();
      await hung.close();
    }
  });

  it('sends at most FEEDBACK_RATE_LIMIT pieces of feedback per client, counting only what would reach the staff', async () => {
    const limited = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN, FEEDBACK_RATE_LIMIT: '2/600' }, upstreams: gateway.upstreams });
    const sendAs = async (client: string, message: string) => {
      const response = await limited.http().post('/graphql').set('x-forwarded-for', client).send({ query: SEND, variables: { input: { topic: 'OTHER', message } } }).expect(200);
      return response.body.data.sendFeedback as { status: string; message: string };
    };
    try {
      const before = (await kept()).length;
      // Mending a field costs nothing of the budget.
      for (let i = 0; i < 3; i += 1) expect((await sendAs('198.51.100.20', 'hi')).status).toBe('INVALID');
      expect((await sendAs('198.51.100.20', 'The first message.')).status).toBe('SENT');
      expect((await sendAs('198.51.100.20', 'The second message.')).status).toBe('SENT');
      expect(await sendAs('198.51.100.20', 'The third message.')).toMatchObject({ status: 'RATE_LIMITED', message: 'You have sent us several messages in a short time. Please try again in a few minutes.' });
      expect((await kept()).length).toBe(before + 2);
      // Another client has a budget of its own.
      expect((await sendAs('198.51.100.21', 'A message from elsewhere.')).status).toBe('SENT');
    } finally {
      await limited.close();
    }
  });

  it('refuses a topic outside the list with a GraphQL validation error', async () => {
    const response = await gateway.graphql(SEND, { input: { topic: 'SPAM', message: 'Hello there.' } });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
