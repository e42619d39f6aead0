// One accessibility check for every browser test: axe-core with the WCAG 2.x A and AA rules,
// including the ones axe still calls experimental (such as a visible label missing from a
// control's accessible name), and any violation at all fails, whatever its impact.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Contrast is judged on the page at rest: no list still dimmed while it loads
 * (aria-busy), no fade or slide half-way. Endless animations (spinners) are left alone.
 * One that ends can set off another (a button enabled as its data arrives fades from
 * half opacity), and an answer that lands late changes the page again, so the page is at
 * rest only when two frames pass with no animation running and nothing in the page has
 * changed for a while.
 */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    const QUIET_MS = 200;
    let changed = performance.now();
    const observer = new MutationObserver(() => {
      changed = performance.now();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    try {
      for (let round = 0; round < 40; round++) {
        await frames();
        const running = document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === 'running' &&
              a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          );
        if (running.length > 0) {
          await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
          continue;
        }
        const quietFor = performance.now() - changed;
        if (quietFor >= QUIET_MS) return;
        await new Promise((done) => setTimeout(done, QUIET_MS - quietFor));
      }
    } finally {
      observer.disconnect();
    }
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The rules whose verdict depends on the colours: all that can differ between the two themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function axeViolations(page: Page, { coloursOnly = false } = {}) {
  await settled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (coloursOnly
    ? axe.withRules(COLOUR_RULES)
    : axe.withTags([...TAGS, 'experimental'])
  ).analyze();
  return violations
    .filter((v) => v.tags.some((t) => TAGS.includes(t)))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The check in the light theme, then in the dark one on the same screen: the system's colour
 * scheme turned dark (emulated), as for a customer whose phone is in dark mode, and back. The
 * accessibility specs use it, so each screen they open is checked in both themes without being
 * opened twice. The dark theme changes colours only (no element, label or role depends on it:
 * no `dark:` class hides or shows anything), so there axe runs the rules that judge colours, a
 * fraction of the whole check's time on a slow machine.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  const html = page.locator('html');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await axeViolations(page, { coloursOnly: true }), 'in the dark theme').toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
}
