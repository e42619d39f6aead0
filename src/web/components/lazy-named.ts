import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same bound React.lazy puts on its component.
type AnyComponent = ComponentType<any>;

/**
 * A named export loaded as its own chunk:
 * `const X = lazyNamed(() => import('./x.tsx'), 'X')`.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy<M[K]>(async () => ({ default: (await load())[name] }));
}
