import { z } from 'zod';
import { BillSchema, BillsQuerySchema } from './bills.ts';
import { BILL_SERVICES, BILL_STATUSES } from './bills-options.ts';

// Bill payments: the back office's list of every user's bills.

export const AdminBillsQuerySchema = BillsQuerySchema.extend({
  status: z.enum(BILL_STATUSES).optional(),
  service: z.enum(BILL_SERVICES).optional(),
  /** Part of a reference, phone, meter, smartcard, or the user's name or e-mail. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export const AdminBillSchema = BillSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  requery_count: z.number().int(),
  provider_code: z.string().nullable(),
});
export type AdminBill = z.infer<typeof AdminBillSchema>;
export const AdminBillPageSchema = z.object({
  items: z.array(AdminBillSchema),
  next_cursor: z.string().nullable(),
  /** Bills per service and per status, over every bill (not only this page). */
  counts: z.object({
    services: z.record(z.enum(BILL_SERVICES), z.number().int()),
    statuses: z.record(z.enum(BILL_STATUSES), z.number().int()),
  }),
});
export type AdminBillPage = z.infer<typeof AdminBillPageSchema>;
