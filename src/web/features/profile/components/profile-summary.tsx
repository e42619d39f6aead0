import { ShieldCheckIcon, UserIcon } from 'lucide-react';
import type { Profile } from '#shared/schemas/profile.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { KycStatusBadge } from './kyc-status-badge.tsx';

/** The name, or the e-mail address when no name is saved yet. */
export function displayName(profile: Pick<Profile, 'full_name' | 'email'>) {
  return profile.full_name?.trim() || profile.email;
}

export function ProfileSummary({ profile }: { profile: Profile }) {
  const name = displayName(profile);
  const initial = name.charAt(0).toUpperCase();
  return (
    <section
      aria-label="Profile summary"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-sm sm:flex-row sm:text-left"
    >
      <div
        aria-hidden="true"
        data-testid="profile-avatar"
        className="grid size-20 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand to-brand-dark text-3xl font-bold text-white shadow-md"
      >
        {initial}
      </div>
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <h2 className="text-xl font-semibold wrap-anywhere" data-testid="profile-name">
          {name}
        </h2>
        {profile.full_name?.trim() && (
          <p className="text-sm text-muted-foreground wrap-anywhere">{profile.email}</p>
        )}
        <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
          {profile.is_admin ? (
            <Badge>
              <ShieldCheckIcon aria-hidden="true" />
              Admin
            </Badge>
          ) : (
            <Badge variant="secondary">
              <UserIcon aria-hidden="true" />
              Member
            </Badge>
          )}
          <KycStatusBadge profile={profile} />
        </div>
      </div>
    </section>
  );
}
