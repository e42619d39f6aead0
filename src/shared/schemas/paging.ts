import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';

/** `limit` of a paged list: 1 to `max` rows, `fallback` when absent. */
export const pageSizeSchema = (fallback: number = PAGE_SIZE_DEFAULT, max: number = PAGE_SIZE_MAX) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: `must be between 1 and ${max}` })
    .max(max, { message: `must be between 1 and ${max}` })
    .default(fallback);

/**
 * The cursor of a list paged on a bigint id: the last id of the page before.
 * Digits only, so it is compared as a number, never as text (where 9 > 10).
 */
export const idCursorSchema = z
  .string()
  .regex(/^\d{1,18}$/, { message: 'is not a valid cursor' })
  .optional();

/**
 * The cursor of a list paged on (created_at, id): the id of the last row of
 * the page before. One that names no row gives an empty page.
 */
export const rowCursorSchema = z.string().max(200, { message: 'is not a valid cursor' }).optional();

/** A page of `item`s; `next_cursor` is null on the last page. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });
