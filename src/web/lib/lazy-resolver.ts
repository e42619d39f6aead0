import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod and the shared schema) loads on
 * first use instead of with the page. `preload` fetches it while the user types.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let cached: Promise<Resolver<T>> | undefined;
  const get = () => {
    cached ??= load();
    return cached;
  };
  const resolver: Resolver<T> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
