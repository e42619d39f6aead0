import { toast } from 'sonner';

// The spec's toasts are "Title: description", one at a time.
export const notify = {
  success(title: string, description?: string) {
    toast.dismiss();
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.dismiss();
    toast.error(title, { description });
  },
  info(title: string, description?: string) {
    toast.dismiss();
    toast(title, { description });
  },
};
