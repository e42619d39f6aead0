// `zod` as the web app gets it: vite.config.ts sends every `import ... from 'zod'` of the
// browser build here. Zod compiles its parsers with `new Function` where it may, and finds out
// by trying; our content security policy forbids eval, so the browser reports that try as a
// violation on every page with a form. Told not to, it does not try.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
