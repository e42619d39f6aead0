// A decision often removes the very button that asked for it: the approved request leaves the
// queue, the completed purchase loses its form. The mutation hooks refresh their lists before they
// settle, so by the time mutate()'s own callbacks would run their component may be gone, and
// TanStack Query then skips them: the administrator saw no "Approved and carried out" (CI, once).
// Follow-ups that must happen whatever is on screen (the toast, telling the parent) go here.

type Follow<TData> = {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
};

/** Runs the mutation; its follow-ups run once it settles, even if the caller has unmounted. */
export function runMutation<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  follow: Follow<TData>,
): void {
  mutation
    .mutateAsync(variables)
    .then(
      (data) => follow.onSuccess?.(data),
      (error: unknown) => follow.onError?.(error),
    )
    .finally(() => follow.onSettled?.());
}
