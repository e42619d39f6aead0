import type { z } from 'zod';
import { COUNTRIES } from '#shared/constants.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import type { Profile, ProfileUpdateSchema } from '#shared/schemas/profile.ts';

/** What the personal-information form holds: the schema's input (empty text becomes null on parse). */
export type ProfileFormValues = z.input<typeof ProfileUpdateSchema>;

type Country = (typeof COUNTRIES)[number];
const isCountry = (v: string | null): v is Country => COUNTRIES.includes(v as Country);

export function profileFormValues(p: Profile): ProfileFormValues {
  return {
    full_name: p.full_name ?? '',
    phone_number: p.phone_number ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    country: isCountry(p.country) ? p.country : null,
    postal_code: p.postal_code ?? '',
    date_of_birth: p.date_of_birth ?? '',
  };
}

/** Today as YYYY-MM-DD in Lagos (the date input's max), the app's one time zone. */
export const todayYmd = () => lagosDay();

export const PROFILE_FIELDS = [
  { name: 'full_name', label: 'Full Name', autoComplete: 'name', type: 'text', wide: false },
  { name: 'phone_number', label: 'Phone Number', autoComplete: 'tel', type: 'tel', wide: false },
  { name: 'address', label: 'Address', autoComplete: 'street-address', type: 'text', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', type: 'text', wide: false },
  { name: 'state', label: 'State', autoComplete: 'address-level1', type: 'text', wide: false },
  { name: 'country', label: 'Country', autoComplete: 'country-name', type: 'select', wide: false },
  {
    name: 'postal_code',
    label: 'Postal Code',
    autoComplete: 'postal-code',
    type: 'text',
    wide: false,
  },
  {
    name: 'date_of_birth',
    label: 'Date of Birth',
    autoComplete: 'bday',
    type: 'date',
    wide: false,
  },
] as const satisfies readonly {
  name: keyof ProfileFormValues;
  label: string;
  autoComplete: string;
  type: 'text' | 'tel' | 'select' | 'date';
  wide: boolean;
}[];
