// The bootstrap cache: shares one load between callers, serves it until the TTL passes, forgets
// failures at once. A fake clock drives the TTL, so no test waits.
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../../server/content/cache';

function counterLoader() {
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return loads;
    },
    get loads() {
      return loads;
    },
  };
}

describe('TtlCache', () => {
  it('serves one load until the TTL passes, then loads again', async () => {
    let now = 1_000;
    const cache = new TtlCache<number>(10_000, () => now);
    const loader = counterLoader();
    expect(await cache.get('tr', loader.load)).toBe(1);
    now += 9_999;
    expect(await cache.get('tr', loader.load)).toBe(1);
    now += 1;
    expect(await cache.get('tr', loader.load)).toBe(2);
    expect(loader.loads).toBe(2);
  });

  it('keeps keys apart and shares a load between concurrent callers', async () => {
    const cache = new TtlCache<number>(10_000, () => 0);
    const loader = counterLoader();
    const [a, b] = await Promise.all([cache.get('tr', loader.load), cache.get('tr', loader.load)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cache.get('en', loader.load)).toBe(2);
    expect(loader.loads).toBe(2);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = new TtlCache<number>(10_000, () => 0);
    await expect(cache.get('tr', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('tr', async () => 7)).toBe(7);
  });

  it('clear() drops every entry', async () => {
    const cache = new TtlCache<number>(10_000, () => 0);
    const loader = counterLoader();
    await cache.get('tr', loader.load);
    cache.clear();
    expect(await cache.get('tr', loader.load)).toBe(2);
  });
});
