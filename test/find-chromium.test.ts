import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumHint, findChromium, findTestChromium } from '../scripts/find-chromium.mjs';

const dir = mkdtempSync(join(tmpdir(), 'owo-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, mode: number) => {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n', { mode });
  return path;
};
const chromium = file('chromium', 0o755);
const chrome = file('google-chrome', 0o755);
const notExecutable = file('readme', 0o644);
const missing = join(dir, 'missing');

describe('the Chromium the browser tests drive', () => {
  it('is CHROMIUM_PATH when set', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: chrome }, locations: [chromium] })).toBe(chrome);
  });

  it('is otherwise the first usual location that holds one', () => {
    expect(findChromium({ env: {}, locations: [missing, notExecutable, dir, chrome] })).toBe(
      chrome,
    );
  });

  it('is none when CHROMIUM_PATH is not runnable, or nothing is installed, with a hint', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: notExecutable }, locations: [chromium] })).toBe(
      undefined,
    );
    expect(chromiumHint({ CHROMIUM_PATH: notExecutable })).toContain(notExecutable);
    expect(findChromium({ env: {}, locations: [missing] })).toBe(undefined);
    expect(chromiumHint({})).toMatch(/apt-get install -y chromium.*CHROMIUM_PATH/);
  });

  it('for the browser tests, prefers the headless shell to a full Chromium, CHROMIUM_PATH to both', () => {
    const found = findTestChromium({ env: {}, locations: [chromium] });
    expect([chromium, '/usr/bin/chromium-headless-shell']).toContain(found);
    expect(findTestChromium({ env: { CHROMIUM_PATH: chrome }, locations: [chromium] })).toBe(
      chrome,
    );
  });
});
