import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { COUNTRIES } from '#shared/constants.ts';
import { type Profile, type ProfileUpdate, ProfileUpdateSchema } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  useFormField,
} from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  PROFILE_FIELDS,
  type ProfileFormValues,
  profileFormValues,
  todayYmd,
} from '../profile-form-values.ts';

const resolver = zodResolver(ProfileUpdateSchema);

/** The schema's message after the field's label: "Phone Number must be a valid phone number". */
function FieldError({ label }: { label: string }) {
  const { error, formMessageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={formMessageId} className="text-sm text-destructive">
      {label} {error.message}
    </p>
  );
}

/** Edit mode of the personal-information card. Cancel drops the edits (the saved values stay). */
export function PersonalInfoForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: profileFormValues(profile),
  });
  const { setFocus } = form;
  useEffect(() => setFocus('full_name'), [setFocus]);

  const save = (values: ProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => {
        notify.success('Profile updated', 'Your profile has been updated successfully.');
        onDone();
      },
      onError: () => notify.error('Error', 'Failed to update profile'),
    });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(save)}
        noValidate
        aria-label="Personal information"
        className="grid gap-4 sm:grid-cols-2"
      >
        {PROFILE_FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <FormItem className={cn('content-start', f.wide && 'sm:col-span-2')}>
                <FormLabel>{f.label}</FormLabel>
                {f.type === 'select' ? (
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                        <SelectValue placeholder="Select country" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {COUNTRIES.map((c) => (
                        <SelectItem key={c} value={c}>
                          {c}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  <FormControl>
                    <Input
                      {...field}
                      value={field.value ?? ''}
                      type={f.type}
                      autoComplete={f.autoComplete}
                      max={f.type === 'date' ? todayYmd() : undefined}
                    />
                  </FormControl>
                )}
                <FieldError label={f.label} />
              </FormItem>
            )}
          />
        ))}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save Changes
          </Button>
        </div>
      </form>
    </Form>
  );
}
