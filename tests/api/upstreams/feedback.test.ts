import { describe, expect, it } from 'vitest';
import { buildFeedbackApp, type StoredFeedback } from '../../../upstreams/feedback/app';
import { requestJson, serveApp } from './listen';

const TOKEN = 'feedback-test-token';
const service = serveApp(() => buildFeedbackApp({ token: TOKEN }));
const auth = { authorization: `Bearer ${TOKEN}` };

describe('the sample feedback service', () => {
  it('keeps a submission and lists it, newest first', async () => {
    const first = await requestJson<{ id: string; receivedAt: string }>(`${service.base}/v1/feedback`, { body: { topic: 'Website feedback', message: 'First.' }, headers: auth });
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await requestJson<{ id: string }>(`${service.base}/v1/feedback`, {
      body: { topic: 'Collection object feedback', message: 'The date is wrong.', name: 'Ada', email: 'ada@example.org', pageUrl: 'https://www.example.org/collection/object/6268' },
      headers: auth,
    });
    const listed = await requestJson<{ data: StoredFeedback[] }>(`${service.base}/v1/feedback`, { headers: auth });
    expect(listed.body.data.slice(0, 2).map((entry) => entry.id)).toEqual([second.body.id, first.body.id]);
    expect(listed.body.data[0]).toMatchObject({ topic: 'Collection object feedback', message: 'The date is wrong.', name: 'Ada', email: 'ada@example.org', pageUrl: 'https://www.example.org/collection/object/6268' });
  });

  it('refuses callers without the token, and malformed submissions with a reason', async () => {
    expect((await requestJson(`${service.base}/v1/feedback`, { body: { topic: 'x', message: 'y' } })).status).toBe(401);
    expect((await requestJson(`${service.base}/v1/feedback`)).status).toBe(401);
    const missing = await requestJson<{ message: string }>(`${service.base}/v1/feedback`, { body: { topic: 'Website feedback' }, headers: auth });
    expect(missing).toMatchObject({ status: 400, body: { message: 'message is required' } });
    const long = await requestJson<{ message: string }>(`${service.base}/v1/feedback`, { body: { topic: 'Website feedback', message: 'x'.repeat(5001) }, headers: auth });
    expect(long).toMatchObject({ status: 400, body: { message: 'message is longer than 5000 characters' } });
  });
});
