import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { runMutation } from './run-mutation.ts';

// What useMutation does under the hood: an observer per component, its hook-level onSettled
// awaited (the list refresh) before mutate()'s own callbacks, which are skipped once the
// component has unsubscribed (unmounted).
function decision(answer: Promise<string>) {
  const client = new QueryClient();
  let unmount = () => {};
  const observer = new MutationObserver<string, unknown, number>(client, {
    mutationFn: () => answer,
    onSettled: async () => unmount(), // the refreshed list no longer holds the button
  });
  unmount = observer.subscribe(() => {});
  return {
    observer,
    mutation: { mutateAsync: (id: number) => observer.mutate(id) },
  };
}

describe('runMutation', () => {
  it("runs the follow-ups after the asking component has gone, where mutate()'s do not", async () => {
    const plain = decision(Promise.resolve('approved'));
    const skipped = vi.fn();
    await plain.observer.mutate(1, { onSuccess: skipped, onSettled: skipped });
    expect(skipped).not.toHaveBeenCalled();

    const { mutation } = decision(Promise.resolve('approved'));
    const done = new Promise<unknown[]>((resolve) => {
      const seen: unknown[] = [];
      runMutation(mutation, 1, {
        onSuccess: (answer) => seen.push(answer),
        onSettled: () => resolve(seen),
      });
    });
    expect(await done).toEqual(['approved']);
  });

  it('hands a refusal to onError, then settles', async () => {
    const { mutation } = decision(Promise.reject(new Error('ALREADY_DECIDED')));
    const seen = await new Promise<string[]>((resolve) => {
      const calls: string[] = [];
      runMutation(mutation, 1, {
        onSuccess: () => calls.push('success'),
        onError: (e) => calls.push((e as Error).message),
        onSettled: () => resolve(calls),
      });
    });
    expect(seen).toEqual(['ALREADY_DECIDED']);
  });
});
