import { type ComponentType, createElement, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same bound React.lazy puts on its component.
type AnyComponent = ComponentType<any>;

/**
 * A named export loaded as its own chunk:
 * `const X = lazyNamed(() => import('./x.tsx'), 'X')`.
 *
 * `X.preload()` starts the load early. Once loaded, X renders the component at once instead of
 * suspending: React shows a fallback for a suspended lazy component even when its chunk is
 * already there, and holds the content back for a while after a fallback, so a page opened
 * through two or three lazy layers would wait for each.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  let loaded: M[K] | undefined;
  let loading: Promise<M[K]> | undefined;
  const preload = () => {
    loading ??= load().then(
      (m) => {
        loaded = m[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));

  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy itself, called once per page at module level, so each component keeps one identity.
  function Named(props: Record<string, unknown>) {
    // Chosen once per mount: switching between the two would remount the page.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Named.displayName = String(name);
  return Object.assign(Named as unknown as M[K], { preload });
}
