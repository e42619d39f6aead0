import { afterAll } from 'vitest';

// What a test file's helpers must undo when its tests are done (pools to
// close, databases to check and drop). Vitest runs an afterAll registered
// while a beforeAll runs... never (4.1: the hook is added to a suite already
// collected), and most files build their fixture in beforeAll; so the helpers
// register here instead, and this one afterAll, registered when the file
// imports this module (each file has its own module instance), runs them in
// reverse order: the last thing made is undone first.
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    const undo = cleanups.pop()!;
    try {
      await undo();
    } catch (e) {
      errors.push(e);
    }
  }
  if (errors.length > 0) throw errors[0];
});

/** Runs `undo` when this test file's tests are done, after anything registered later. */
export function whenFileDone(undo: () => Promise<void> | void): void {
  cleanups.push(undo);
}
