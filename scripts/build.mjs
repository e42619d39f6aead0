// `npm run build`: the production build that `npm start` runs: the web app into
// WEB_DIR (default dist/web) and the compiled server into SERVER_DIR (default
// dist/server), each stamped with the sources it was made from.
import { buildServer } from './server-build.mjs';
import { buildWeb } from './web-build.mjs';

const WEB_DIR = process.env.WEB_DIR || 'dist/web';
const SERVER_DIR = process.env.SERVER_DIR || 'dist/server';

let started = performance.now();
const status = buildWeb(WEB_DIR);
if (status !== 0) process.exit(status);
console.log(`Built the web app into ${WEB_DIR} in ${Math.round(performance.now() - started)} ms`);
started = performance.now();
await buildServer(SERVER_DIR);
console.log(
  `Compiled the server into ${SERVER_DIR} in ${Math.round(performance.now() - started)} ms`,
);
