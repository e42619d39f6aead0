import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/constants.ts';
import { useTheme } from '#web/lib/theme.ts';

// One toast at a time, about 5 seconds.
export function Toaster() {
  const { resolved } = useTheme();
  return (
    <Sonner
      theme={resolved}
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // Darker text than the rich colours' own, for 4.5:1 contrast on their tinted backgrounds.
      toastOptions={{
        classNames: {
          toast: 'font-sans',
          description: 'text-sm',
          error: 'text-red-800!',
          success: 'text-green-800!',
        },
      }}
    />
  );
}
