// What every *.shots.ts file shares: its tests once at a phone's size and once at a
// desktop's, and `shot`, which saves the page to SHOTS_DIR as `<name>-<width>.png`.
import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';

export const SHOT_SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

export type Viewport = (typeof SHOT_SIZES)[number];
/**
 * Saves the page as `<name>-<width>.png`: the whole of it unless `fullPage` is false,
 * after `settle` ms (the size's default unless given; 0 for a state that does not last).
 */
export type Shot = (page: Page, name: string, fullPage?: boolean, settle?: number) => Promise<void>;

interface Options {
  /** Where the PNGs go when SHOTS_DIR is not set. */
  dir?: string;
  /** How long to let toasts and transitions settle before each shot (ms). */
  settle?: number;
  /** Whether a shot takes the whole page unless told otherwise. */
  fullPage?: boolean;
}

/** The shots' folder: SHOTS_DIR, else `fallback`. */
export const shotsDir = (fallback = '/tmp/shots') => process.env.SHOTS_DIR ?? fallback;

/**
 * One `describe` a size ("390x844", "1440x900") with that viewport; `body`
 * declares its tests there, with the size and a `shot` that writes into it.
 */
export function atEachSize(
  body: (shot: Shot, viewport: Viewport) => void,
  { dir, settle = 500, fullPage = true }: Options = {},
) {
  const folder = shotsDir(dir);
  for (const viewport of SHOT_SIZES) {
    test.describe(`${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });
      const shot: Shot = async (page, name, full = fullPage, wait = settle) => {
        if (wait) await page.waitForTimeout(wait); // let toasts and transitions settle
        await page.screenshot({ path: `${folder}/${name}-${viewport.width}.png`, fullPage: full });
      };
      body(shot, viewport);
    });
  }
}
