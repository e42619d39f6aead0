import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/constants.ts';

// One toast at a time, about 5 seconds.
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-sm' } }}
    />
  );
}
