import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../server/http/errors';
import { expectShape, guardOf } from '../../../server/upstreams/shape';

const hit = v.object({ id: v.string(), title: v.string(), tags: v.optional(v.array(v.string()), []) });
const answer = v.object({ result: v.array(hit) });

describe('upstream shapes with valibot schemas', () => {
  it("returns the schema's output (defaults filled)", () => {
    expect(expectShape('search', 'search answer', { result: [{ id: 'a', title: 'A', extra: 1 }] }, answer)).toEqual({ result: [{ id: 'a', title: 'A', tags: [] }] });
  });

  it('names the path that failed in the typed shape error', () => {
    let caught: unknown;
    try {
      expectShape('search', 'search answer', { result: [{ id: 'a', title: 'A' }, { id: 'b', title: null }] }, answer);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UpstreamError);
    expect((caught as UpstreamError).kind).toBe('shape');
    expect((caught as UpstreamError).message).toMatch(/search answer \(result\.1\.title: .*string/);
  });

  it('turns a schema into a guard for code that takes guards', () => {
    const isAnswer = guardOf(answer);
    expect(isAnswer({ result: [] })).toBe(true);
    expect(isAnswer({ result: [{ id: 1 }] })).toBe(false);
  });
});
