import base from './playwright.config.ts';

// `npm run shots`: screenshots of every page at phone and desktop widths, for
// people to look at (SHOTS_DIR, default /tmp/shots). Not tests, so not in CI.
export default { ...base, testMatch: '**/*.shots.ts' };
