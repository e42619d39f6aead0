import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named.ts';

const Hello = ({ who }: { who: string }) => createElement('p', null, `Hello ${who}`);
const inSuspense = (node: React.ReactNode) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, node));

describe('lazyNamed', () => {
  it('shows the fallback until the chunk is loaded', () => {
    const Lazy = lazyNamed(() => new Promise<{ Hello: typeof Hello }>(() => {}), 'Hello');
    expect(inSuspense(createElement(Lazy, { who: 'Ada' }))).toContain('loading');
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Lazy = lazyNamed(async () => ({ Hello }), 'Hello');
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { who: 'Ada' }))).toBe(
      '<!--$--><p>Hello Ada</p><!--/$-->',
    );
  });

  it('loads the chunk once, and again after a failure', async () => {
    let calls = 0;
    const Lazy = lazyNamed(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { Hello };
    }, 'Hello');
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    await Lazy.preload();
    expect(calls).toBe(2);
  });
});
