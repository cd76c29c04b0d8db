import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../../server/http/breaker';
import { Bulkhead, BulkheadRefused } from '../../../server/http/bulkhead';
import { RequestScope, UpstreamCallLimitError } from '../../../server/http/request-scope';

describe('CircuitBreaker', () => {
  const breaker = () => {
    let clock = 0;
    const instance = new CircuitBreaker({ failures: 3, cooldownMs: 1000, now: () => clock });
    return { breaker: instance, advance: (ms: number) => (clock += ms) };
  };

  it('opens after consecutive failures only, and refuses calls while open', () => {
    const { breaker: subject } = breaker();
    subject.failure();
    subject.failure();
    subject.success();
    subject.failure();
    subject.failure();
    expect(subject.state).toBe('closed');
    subject.failure();
    expect(subject.state).toBe('open');
    expect(subject.tryAcquire()).toBe(false);
  });

  it('lets one trial call through after the cooldown: its success closes, its failure opens again', () => {
    const { breaker: subject, advance } = breaker();
    for (let index = 0; index < 3; index += 1) subject.failure();
    advance(1000);
    expect(subject.state).toBe('half-open');
    expect(subject.tryAcquire()).toBe(true);
    expect(subject.tryAcquire()).toBe(false);
    subject.failure();
    expect(subject.state).toBe('open');
    advance(1000);
    expect(subject.tryAcquire()).toBe(true);
    subject.success();
    expect(subject.state).toBe('closed');
    expect(subject.tryAcquire()).toBe(true);
  });

  it('frees the trial slot when the trial ends without a verdict', () => {
    const { breaker: subject, advance } = breaker();
    for (let index = 0; index < 3; index += 1) subject.failure();
    advance(1000);
    expect(subject.tryAcquire()).toBe(true);
    subject.release();
    expect(subject.tryAcquire()).toBe(true);
  });
});

describe('Bulkhead', () => {
  it('runs up to its concurrency, queues up to its bound, refuses the rest at once, and hands slots on in order', async () => {
    const bulkhead = new Bulkhead(2, 1);
    const [first, second] = await Promise.all([bulkhead.acquire(1000), bulkhead.acquire(1000)]);
    const queued = bulkhead.acquire(60_000);
    await expect(bulkhead.acquire(60_000)).rejects.toEqual(new BulkheadRefused('queue-full'));
    expect(bulkhead.load).toEqual({ active: 2, waiting: 1 });
    first?.();
    const third = await queued;
    expect(bulkhead.load).toEqual({ active: 2, waiting: 0 });
    second?.();
    third();
    third();
    expect(bulkhead.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses a queued call when its wait runs out', async () => {
    const bulkhead = new Bulkhead(1, 5);
    const release = await bulkhead.acquire(1000);
    await expect(bulkhead.acquire(1)).rejects.toEqual(new BulkheadRefused('queue-timeout'));
    expect(bulkhead.load).toEqual({ active: 1, waiting: 0 });
    release();
  });
});

describe('RequestScope', () => {
  it('shares one deadline, counts loads against the budget and collects why the answer is degraded', () => {
    let clock = 0;
    const scope = new RequestScope({ deadlineMs: 500, maxUpstreamCalls: 2, now: () => clock });
    clock = 200;
    expect(scope.remainingMs()).toBe(300);
    scope.countCall();
    scope.countCall();
    expect(() => scope.countCall()).toThrow(UpstreamCallLimitError);
    expect(scope.degraded).toBe(false);
    scope.degrade('alerts fallback');
    scope.degrade('alerts fallback');
    expect(scope.degradedBy).toEqual(['alerts fallback']);
  });

  it('is storable only while neither degraded nor private; a private answer is not a degraded one', () => {
    const fresh = () => new RequestScope({ deadlineMs: 500, maxUpstreamCalls: 2 });
    expect(fresh().storable).toBe(true);
    const preview = fresh();
    preview.keepPrivate();
    expect([preview.isPrivate, preview.degraded, preview.storable]).toEqual([true, false, false]);
    const degraded = fresh();
    degraded.degrade('alerts fallback');
    expect([degraded.isPrivate, degraded.storable]).toEqual([false, false]);
  });

  it('gives up waiting at the deadline while the work goes on', async () => {
    const scope = new RequestScope({ deadlineMs: 0, maxUpstreamCalls: 1 });
    let finish = (_value: string) => undefined as void;
    const work = new Promise<string>((resolve) => (finish = resolve));
    await expect(scope.within(work, () => new Error('late'))).rejects.toThrow('late');
    finish('done');
    expect(await work).toBe('done');
    expect(await new RequestScope({ deadlineMs: 60_000, maxUpstreamCalls: 1 }).within(Promise.resolve(1), () => new Error('late'))).toBe(1);
  });
});
