import { PencilIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatCalendarLongDate } from '#shared/lagos-time.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { PROFILE_FIELDS } from '../profile-form-values.ts';
import { PersonalInfoForm } from './personal-info-form.tsx';

function shown(profile: Profile, name: (typeof PROFILE_FIELDS)[number]['name']) {
  const value = profile[name];
  if (!value) return null;
  return name === 'date_of_birth' ? formatCalendarLongDate(value) : value;
}

export function PersonalInfoCard({ profile, className }: { profile: Profile; className?: string }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from the form (saved or cancelled): focus returns to Edit, not to the page top.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Card className={className}>
      <CardHeader className="grid-cols-[1fr_auto] items-start">
        <div className="grid gap-1.5">
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>
            {editing ? 'Update your details, then save.' : 'Your contact and address details.'}
          </CardDescription>
        </div>
        {!editing && (
          <Button ref={editButton} variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <PersonalInfoForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="personal-info">
            {PROFILE_FIELDS.map((f) => {
              const value = shown(profile, f.name);
              return (
                <div key={f.name} className={cn('grid gap-1', f.wide && 'sm:col-span-2')}>
                  <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
                  <dd
                    className={cn('break-words text-sm', !value && 'text-muted-foreground italic')}
                  >
                    {value ?? 'Not provided'}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
