import { describe, expect, it } from 'vitest';
import { KeyedLimiter } from './limiter.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('KeyedLimiter', () => {
  it('lets at most `limit` run per key, in arrival order, and keys do not block each other', async () => {
    const limiter = new KeyedLimiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (i: number, key: string) =>
      limiter.run([key], async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await tick();
        running--;
      });
    await Promise.all([...Array.from({ length: 10 }, (_, i) => job(i, 'a')), job(99, 'b')]);
    expect(peak).toBe(3); // two on "a" plus the one on "b"
    expect(order.filter((i) => i !== 99)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('frees the slot when the job throws', async () => {
    const limiter = new KeyedLimiter(1);
    await expect(limiter.run(['k'], async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await limiter.run(['k'], async () => 'next')).toBe('next');
  });

  it('takes several keys in sorted order, so crossing callers cannot wait on each other forever', async () => {
    const limiter = new KeyedLimiter(1);
    const both = (keys: string[]) => limiter.run(keys, tick);
    await Promise.all(Array.from({ length: 20 }, (_, i) => both(i % 2 ? ['x', 'y'] : ['y', 'x'])));
  });
});
