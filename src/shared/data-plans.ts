import type { DataCategory } from './schemas/bills-options.ts';

// How the screen groups a network's data plans into five tabs (DATA_CATEGORIES). VTpass
// gives only a name and a price; the validity and the kind are read from the name.

const UNIT_DAYS = { day: 1, week: 7, month: 30 } as const;

/** The validity a plan's name states ("1GB - 7 Days", "Weekly 1.5GB"); 30 days when it says none. */
export function planValidity(name: string): { days: number; label: string } {
  const n = name.toLowerCase();
  const stated = /(\d+)\s*-?\s*(day|week|month)s?\b/.exec(n);
  if (stated) {
    const count = Number(stated[1]);
    const unit = stated[2] as keyof typeof UNIT_DAYS;
    const word = unit[0]!.toUpperCase() + unit.slice(1);
    return { days: count * UNIT_DAYS[unit], label: `${count} ${word}${count === 1 ? '' : 's'}` };
  }
  if (/\bdaily\b/.test(n)) return { days: 1, label: '1 Day' };
  if (/\bweekly\b/.test(n)) return { days: 7, label: '1 Week' };
  if (/\bmonthly\b/.test(n)) return { days: 30, label: '1 Month' };
  return { days: 30, label: '30 Days' };
}

const BROADBAND =
  /broadband|mifi|router|hynetflex|5g router|\d\s*tb\b|\btb\b|yearly|month plan|multi-month/;
const SPECIAL = /special|sunday|weekend|xtra|bundle|mins|sms|youtube|streaming|all night/;

/** Broadband and special are told by name first; the rest by validity. */
export function planCategory(name: string): DataCategory {
  const n = name.toLowerCase();
  if (BROADBAND.test(n)) return 'broadband';
  if (SPECIAL.test(n)) return 'special';
  if (/\b(1 day|2 days|daily plan)\b/.test(n)) return 'daily';
  if (/\b(weekly|7 days)\b/.test(n)) return 'weekly';
  if (/\b(monthly|30 days)\b/.test(n)) return 'monthly';
  const { days } = planValidity(name);
  if (days < 7) return 'daily';
  if (days < 14) return 'weekly';
  return 'monthly';
}
