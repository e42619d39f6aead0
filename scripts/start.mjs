// `npm start`: build the web app unless WEB_DIR already holds a production
// build of the current sources, then run the server (which applies migrations
// before it listens).
import { buildIsCurrent, buildWeb } from './web-build.mjs';

const WEB_DIR = process.env.WEB_DIR || 'dist/web';

if (!buildIsCurrent(WEB_DIR)) {
  console.log('Building the web app...');
  const status = buildWeb(WEB_DIR);
  if (status !== 0) process.exit(status);
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
