import { vi } from 'vitest';

// Run before each test file (vitest.config.ts: setupFiles). The files of a worker share what
// they import from node_modules (isolate: false), which is most of what importing the app costs,
// but each file gets its own instance of our modules, as it did in a process of its own: a test
// support module's hooks register for every file that imports it, module-level state starts
// fresh, and a file's vi.mock applies to the modules it imports.
vi.resetModules();
