import { timestamp } from 'drizzle-orm/pg-core';

// Every timestamp is timestamptz, read as a Date.
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const now = (name: string) => ts(name).notNull().defaultNow();
