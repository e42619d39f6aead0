// The Chromium the browser tests, screenshots and benchmarks drive: Playwright's
// own browser download does not work everywhere, a system Chromium does.
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where Chromium is usually installed, most likely first. */
export const CHROMIUM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/usr/local/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Chromium's headless shell, first choice for the browser tests: the same engine
 * without the full browser's compositor and services, it did the same tests with
 * about a third less processor time (bench/README.md).
 */
export const HEADLESS_SHELL_LOCATIONS = ['/usr/bin/chromium-headless-shell'];

/**
 * CHROMIUM_PATH when set (it must be executable), else the first of the usual
 * locations that is; undefined when there is none.
 * @param {{ env?: Record<string, string | undefined>, locations?: string[] }} [where]
 * @returns {string | undefined}
 */
export function findChromium({ env = process.env, locations = CHROMIUM_LOCATIONS } = {}) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return locations.find(executable);
}

/**
 * One line on how to get a Chromium, for when findChromium() finds none.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function chromiumHint(env = process.env) {
  return env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; point it at Chromium or Chrome.`
    : "No Chromium found: install Debian's chromium (apt-get install -y chromium chromium-headless-shell), or set CHROMIUM_PATH.";
}

/**
 * The Chromium for the browser tests: CHROMIUM_PATH when set, else the headless
 * shell when installed, else a full Chromium.
 * @param {{ env?: Record<string, string | undefined>, locations?: string[] }} [where]
 * @returns {string | undefined}
 */
export function findTestChromium({ env = process.env, locations = CHROMIUM_LOCATIONS } = {}) {
  return findChromium({ env, locations: [...HEADLESS_SHELL_LOCATIONS, ...locations] });
}

// `node scripts/find-chromium.mjs` prints the path, or the hint and exits 1 (for .ci/run);
// with --tests, the one the browser tests drive.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = process.argv.includes('--tests') ? findTestChromium() : findChromium();
  if (path) console.log(path);
  else {
    console.error(chromiumHint());
    process.exit(1);
  }
}
