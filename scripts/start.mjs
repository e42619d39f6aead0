// `npm start`: runs the compiled server (SERVER_DIR, default dist/server) with
// plain Node; it applies migrations before it listens. Outside production the
// web app and the server are built first unless WEB_DIR and SERVER_DIR already
// hold builds of the current sources. In production nothing is compiled on
// start: without current builds (`npm run build`) it refuses to start.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsCurrent } from './server-build.mjs';
import { buildIsCurrent, buildWeb } from './web-build.mjs';

const WEB_DIR = process.env.WEB_DIR || 'dist/web';
const SERVER_DIR = process.env.SERVER_DIR || 'dist/server';

/** What is missing or out of date, in words; empty when both builds are current. */
function staleBuilds() {
  const stale = [];
  if (!existsSync(join(WEB_DIR, 'index.html')))
    stale.push(`the web app is not built in ${WEB_DIR}`);
  // A deployment may ship the builds without the sources: then there is nothing to compare.
  else if (existsSync('src/web') && !buildIsCurrent(WEB_DIR))
    stale.push(`${WEB_DIR} was built from other sources`);
  if (!existsSync(join(SERVER_DIR, 'main.js')))
    stale.push(`the server is not compiled in ${SERVER_DIR}`);
  else if (!serverBuildIsCurrent(SERVER_DIR))
    stale.push(`${SERVER_DIR} was compiled from other sources`);
  return stale;
}

// A worker of WEB_CONCURRENCY > 1 runs this file again: its primary has checked the builds.
if (cluster.isPrimary) {
  if (process.env.NODE_ENV === 'production') {
    const stale = staleBuilds();
    if (stale.length) {
      console.error(
        `Not starting: ${stale.join('; ')}. In production npm start compiles nothing: run \`npm run build\` first (with WEB_DIR and SERVER_DIR set as here).`,
      );
      process.exit(1);
    }
  } else {
    if (!buildIsCurrent(WEB_DIR)) {
      console.log('Building the web app...');
      const status = buildWeb(WEB_DIR);
      if (status !== 0) process.exit(status);
    }
    if (!serverBuildIsCurrent(SERVER_DIR)) {
      console.log('Compiling the server...');
      await buildServer(SERVER_DIR).catch((err) => {
        console.error(`The server did not compile: ${err instanceof Error ? err.message : err}`);
        process.exit(1);
      });
    }
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(resolve(SERVER_DIR, 'main.js')).href);
