// The colour theme: the system's (prefers-color-scheme) unless the user chose Light or Dark in
// Settings. The choice is this device's (localStorage), not the account's: a phone in dark mode
// and a desktop in light may both be right. index.html applies it before the first paint, with an
// inline script doing what `apply` does (its hash is in the CSP: src/server/http/security-headers.ts).
import { useSyncExternalStore } from 'react';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const THEME_KEY = 'owo-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const isChoice = (v: unknown): v is ThemeChoice => THEME_CHOICES.includes(v as ThemeChoice);

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    // Storage refused (a privacy setting): the system's theme, and nothing remembered.
    return 'system';
  }
}

const systemIsDark = () => window.matchMedia(DARK_QUERY).matches;

/** Whether the page is dark now: the choice, or the system's for System. */
export const resolvedTheme = (choice = themeChoice()): 'light' | 'dark' =>
  choice === 'dark' || (choice === 'system' && systemIsDark()) ? 'dark' : 'light';

function apply() {
  document.documentElement.classList.toggle('dark', resolvedTheme() === 'dark');
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
  apply();
}

let watching = false;
/** Follows the system's theme as it changes, and a choice made in another tab. */
function watch() {
  if (watching) return;
  watching = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', apply);
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_KEY || e.key === null) apply();
  });
}

function subscribe(listener: () => void) {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice and the theme it gives, kept current; see `setThemeChoice`. */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, themeChoice);
  const resolved = useSyncExternalStore(subscribe, () => resolvedTheme(choice));
  return { choice, resolved };
}

/** Starts following the system's theme before any component asks (main.tsx). */
export const followSystemTheme = () => {
  watch();
  apply();
};
