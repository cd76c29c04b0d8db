import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_NEWSLETTER_TOKEN } from '../../../upstreams/start';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const SUBSCRIBE = `mutation Subscribe($email: String!, $website: String) {
  subscribeToNewsletter(email: $email, website: $website) { status message }
}`;

interface Signup {
  status: string;
  message: string;
}

/** What the sample provider says it got for an address (it can be asked, as the issue asks). */
async function providerGot(gateway: TestGateway, email: string): Promise<{ email: string; source: string }[]> {
  const response = await fetch(`${gateway.upstreams.urls.newsletter}/v1/subscribers?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${SAMPLE_NEWSLETTER_TOKEN}` },
  });
  return ((await response.json()) as { subscribers: { email: string; source: string }[] }).subscribers;
}

async function signUp(gateway: TestGateway, variables: { email: string; website?: string }, client = '198.51.100.1'): Promise<Signup> {
  const response = await gateway.http().post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', client).send({ query: SUBSCRIBE, variables }).expect(200);
  expect(response.body.errors).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.body.data as { subscribeToNewsletter: Signup }).subscribeToNewsletter;
}

const address = (domain = 'example.org') => `visitor-${randomUUID().slice(0, 8)}@${domain}`;

describe('newsletter sign-up', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({ env: { NEWSLETTER_RATE_LIMIT: '3/600' } });
  });
  afterAll(() => gateway.close());

  it('forwards a valid address to the provider, which keeps it; a second time it is already there', async () => {
    const email = address();
    expect(await signUp(gateway, { email: ` ${email} ` }, '198.51.100.10')).toEqual({
      status: 'SUBSCRIBED',
      message: 'Thank you for signing up! Look for our newsletter in your inbox.',
    });
    expect(await providerGot(gateway, email)).toEqual([expect.objectContaining({ email, source: 'website-footer' })]);
    expect((await signUp(gateway, { email }, '198.51.100.10')).status).toBe('ALREADY_SUBSCRIBED');
  });

  it.each(['not-an-email', 'a@b', 'two words@example.org', 'x@example.c', `${'a'.repeat(250)}@example.org`, ''])('refuses %j without asking the provider', async (email) => {
    const before = gateway.upstreamRequests('newsletter');
    expect(await signUp(gateway, { email }, `198.51.100.${20 + email.length % 200}`)).toEqual({
      status: 'INVALID_EMAIL',
      message: 'Please enter a valid email address, like name@example.com.',
    });
    expect(gateway.upstreamRequests('newsletter')).toBe(before);
  });

  it('drops a sign-up whose spam trap is filled silently: it looks accepted, and nothing is forwarded', async () => {
    const email = address();
    const before = gateway.upstreamRequests('newsletter');
    expect((await signUp(gateway, { email, website: 'http://spam.example' }, '198.51.100.30')).status).toBe('SUBSCRIBED');
    expect(gateway.upstreamRequests('newsletter')).toBe(before);
    expect(await providerGot(gateway, email)).toEqual([]);
  });

  it('answers UNAVAILABLE when the provider fails, keeping nothing', async () => {
    const email = address('unavailable.example');
    expect(await signUp(gateway, { email }, '198.51.100.40')).toEqual({ status: 'UNAVAILABLE', message: 'We could not sign you up just now. Please try again later.' });
    expect(await providerGot(gateway, email)).toEqual([]);
  });

  it('limits sign-ups per client (NEWSLETTER_RATE_LIMIT, here 3 per 10 minutes); other clients are not affected', async () => {
    const client = '203.0.113.7';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signUp(gateway, { email: address() }, client)).status).toBe('SUBSCRIBED');
    const refused = address();
    expect(await signUp(gateway, { email: refused }, client)).toEqual({
      status: 'RATE_LIMITED',
      message: 'Too many sign-ups from your connection. Please try again in a few minutes.',
    });
    expect(await providerGot(gateway, refused)).toEqual([]);
    expect((await signUp(gateway, { email: address() }, '203.0.113.8')).status).toBe('SUBSCRIBED');
  });

  it('gives the form the pattern it checks the address with', async () => {
    const response = await gateway.graphql('{ site { newsletterEmailPattern } }').expect(200);
    const pattern = new RegExp(`^(?:${(response.body.data as { site: { newsletterEmailPattern: string } }).site.newsletterEmailPattern})$`, 'v');
    expect(pattern.test('name@example.com')).toBe(true);
    expect(pattern.test('name@example')).toBe(false);
  });
});

describe('newsletter provider down', () => {
  let gateway: TestGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  it('answers UNAVAILABLE when the provider cannot be reached', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('newsletter');
    expect((await signUp(gateway, { email: address() })).status).toBe('UNAVAILABLE');
    // The site itself stays ready (once its first probe has answered): the newsletter provider is not one of the page upstreams.
    const ready = gateway;
    await expect.poll(async () => (await ready.http().get('/readyz')).status, { timeout: 20_000, interval: 50 }).toBe(200);
  });
});
