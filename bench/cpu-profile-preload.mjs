// Loaded into the app by bench/profile-transfers.ts (NODE_OPTIONS=--import): the
// first SIGUSR2 starts V8's CPU profiler, the second writes the profile to
// PROFILE_DIR/<pid>.cpuprofile (open it in Chrome's DevTools). With PROFILE=off
// the signals are only swallowed, to measure without the profiler's own cost.
import { mkdirSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';

const dir = process.env.PROFILE_DIR ?? '/tmp/owo-profile';
const on = process.env.PROFILE !== 'off';
const session = new inspector.Session();
let running = false;
if (on) {
  session.connect();
  session.post('Profiler.enable', () =>
    session.post('Profiler.setSamplingInterval', { interval: 200 }),
  );
}
process.on('SIGUSR2', () => {
  if (!on) return;
  if (!running) {
    running = true;
    session.post('Profiler.start');
    return;
  }
  session.post('Profiler.stop', (err, result) => {
    running = false;
    if (err) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${process.pid}.cpuprofile`, JSON.stringify(result.profile));
  });
});
