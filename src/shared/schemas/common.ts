import { z } from 'zod';
import { CURRENCIES, MAX_AMOUNT_MINOR } from '../constants.ts';
import { formatAmount } from '../money.ts';
import { userText } from './text.ts';

export const CurrencySchema = z.enum(CURRENCIES, { message: 'must be one of NGN, USD, CNY' });

/** A positive amount in integer minor units (kobo, cent, fen), at most MAX_AMOUNT_MINOR. */
export const AmountSchema = z
  .number({ message: 'must be a number in minor units' })
  .int({ message: 'must be a whole number of minor units' })
  .positive({ message: 'must be greater than 0' })
  .max(MAX_AMOUNT_MINOR, { message: `must be at most ${formatAmount(MAX_AMOUNT_MINOR)}` });

export const EmailSchema = z
  .string({ message: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ message: 'Invalid email address' }).max(254, { message: 'Invalid email address' }),
  );

/** A transfer's or an adjustment's description, shown to others: one clean line, may be empty. */
export const DescriptionSchema = userText({ max: 140, min: 0 });

export const ErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
