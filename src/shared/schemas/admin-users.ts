import { z } from 'zod';

export const UserStatusUpdateSchema = z.object({
  is_active: z.boolean({ message: 'must be true or false' }),
});
export type UserStatusUpdate = z.infer<typeof UserStatusUpdateSchema>;

export const UserStatusSchema = z.object({ id: z.string(), is_active: z.boolean() });
export type UserStatus = z.infer<typeof UserStatusSchema>;
