import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '#web/components/ui/form.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';

/** A password field of a Settings form: its label, the show/hide input, and its message. */
export function SecretField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete = 'current-password',
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <PasswordInput {...field} autoComplete={autoComplete} disabled={disabled} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
