import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { CurrencySchema } from './common.ts';
import { userText } from './text.ts';

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  primary_currency: CurrencySchema,
  wallet_count: z.number().int(),
  /** All three balances converted into the primary currency at current rates (minor units). */
  total_balance: z.number().int(),
  kyc_status: z.enum(['pending', 'verified', 'rejected']),
  kyc_documents: z.unknown().nullable(),
  /** Why an administrator rejected the submission; null unless kyc_status is rejected. */
  kyc_rejection_reason: z.string().nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  is_admin: z.boolean(),
  show_balance: z.boolean(),
  push_notifications: z.boolean(),
  biometric_login: z.boolean(),
  /** Debit and credit alerts by e-mail for every movement of the wallets. */
  email_alerts: z.boolean(),
  ngn_balance: z.number().int(),
  usd_balance: z.number().int(),
  cny_balance: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const optionalText = (max: number) =>
  userText({ max, min: 0 })
    .nullable()
    .optional()
    // An empty profile field is saved as null.
    .transform((v) => (v === '' ? null : v));

export const ProfileUpdateSchema = z.object({
  full_name: optionalText(NAME_MAX_LENGTH),
  phone_number: z
    .string({ message: 'must be text' })
    .trim()
    .regex(/^$|^\+?[0-9 ()-]{7,20}$/, { message: 'must be a valid phone number' })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  country: z
    .enum(['Nigeria', 'United States', 'China', 'United Kingdom'], {
      message: 'must be Nigeria, United States, China or United Kingdom',
    })
    .nullable()
    .optional(),
  postal_code: optionalText(20),
  date_of_birth: z
    .string({ message: 'must be a date' })
    .regex(/^$|^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date (YYYY-MM-DD)' })
    .refine((v) => v === '' || (!Number.isNaN(Date.parse(v)) && Date.parse(v) < Date.now()), {
      message: 'must be a date in the past',
    })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const PreferencesUpdateSchema = z
  .object({
    show_balance: z.boolean({ message: 'must be true or false' }),
    push_notifications: z.boolean({ message: 'must be true or false' }),
    biometric_login: z.boolean({ message: 'must be true or false' }),
    email_alerts: z.boolean({ message: 'must be true or false' }),
    primary_currency: CurrencySchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    message: 'name at least one preference',
    path: ['body'],
  });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;
