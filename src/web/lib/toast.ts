// Toasts read "Title: description", one at a time. sonner loads
// after the first paint; a toast raised before its Toaster mounts still shows.
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

function show(kind: 'success' | 'error' | 'message', title: string, description?: string) {
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    toast[kind](title, { description });
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('message', title, description),
};
