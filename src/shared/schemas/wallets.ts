import { z } from 'zod';
import { AmountSchema, CurrencySchema } from './common.ts';

export const WalletSchema = z.object({
  id: z.number().int(),
  currency: CurrencySchema,
  balance: z.number().int(),
  is_primary: z.boolean(),
  currency_symbol: z.string(),
  currency_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Wallet = z.infer<typeof WalletSchema>;

export const ConvertRequestSchema = z
  .object({ from: CurrencySchema, to: CurrencySchema, amount: AmountSchema })
  .refine((r) => r.from !== r.to, { message: 'must differ from "from"', path: ['to'] });
export type ConvertRequest = z.infer<typeof ConvertRequestSchema>;

/** Why a conversion whose result would exceed the largest single amount is refused (server and form). */
export const convertTooLargeMessage = (to: string) => `The amount is too large to convert to ${to}`;
