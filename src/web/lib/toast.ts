// Toasts read "Title: description", one at a time. sonner loads
// after the first paint; a toast raised before its Toaster mounts still shows.
import type { ReactNode } from 'react';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

/** A description may hold a link (a refusal's "See your limits"), hence ReactNode. */
function show(kind: 'success' | 'error' | 'message', title: string, description?: ReactNode) {
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    toast[kind](title, { description });
  });
}

export const notify = {
  success: (title: string, description?: ReactNode) => show('success', title, description),
  error: (title: string, description?: ReactNode) => show('error', title, description),
  info: (title: string, description?: ReactNode) => show('message', title, description),
};
