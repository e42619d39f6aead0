import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; when two set the same thing, the later wins (`cn('h-10', 'h-12')` is `h-12`). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
