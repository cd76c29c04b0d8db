import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../client/routing/loadOnce';

describe('loadOnce (page chunks, route queries, the date picker)', () => {
  it('loads once however often it is asked, and reads the value synchronously once loaded', async () => {
    let calls = 0;
    const code = loadOnce(async () => {
      calls += 1;
      return 'module';
    });
    expect(code.current()).toBeNull();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, await code.load()]).toEqual(['module', 'module', 'module']);
    expect(calls).toBe(1);
    expect(code.current()).toBe('module');
  });

  it('asks again after a failed load (a chunk the network lost), and keeps the later success', async () => {
    let calls = 0;
    const code = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return calls;
    });
    await expect(code.load()).rejects.toThrow('chunk failed');
    expect(code.current()).toBeNull();
    expect(await code.load()).toBe(2);
    expect(await code.load()).toBe(2);
    expect(calls).toBe(2);
  });
});
