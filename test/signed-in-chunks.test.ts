import { describe, expect, it } from 'vitest';
import { type ModuleFacts, signedInChunk } from '../scripts/signed-in-chunks.ts';

const WEB = '/app/src/web/';
const LUCIDE = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
const ICON = (name: string) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const web = (p: string) => `${WEB}${p}`;

/** A module graph like the app's: the entry, the lazily loaded pages and what they import. */
function graph() {
  const modules: Record<string, Partial<ModuleFacts>> = {
    [web('main.tsx')]: { isEntry: true },
    [web('app-routes.tsx')]: { importers: [web('main.tsx')] },
    [web('features/auth/auth-page.tsx')]: {
      dynamicImporters: [web('app-routes.tsx')],
      code: "import { Eye } from 'lucide-react';",
    },
    [web('features/auth/forgot-password-dialog.tsx')]: {
      dynamicImporters: [web('features/auth/auth-page.tsx')],
    },
    [web('user-routes.tsx')]: { dynamicImporters: [web('app-routes.tsx')] },
    [web('features/shell/app-shell.tsx')]: {
      dynamicImporters: [web('user-routes.tsx')],
      code: "import {\n  Bell,\n  EyeIcon,\n} from 'lucide-react';",
    },
    [web('features/dashboard/dashboard-page.tsx')]: {
      dynamicImporters: [web('user-routes.tsx')],
      code: "import { Bell, Wifi } from 'lucide-react';",
    },
    [web('features/wallets/wallets-page.tsx')]: { dynamicImporters: [web('user-routes.tsx')] },
    [LUCIDE]: {
      code: [
        "export { default as Bell, default as BellIcon } from './icons/bell.mjs';",
        "export { default as Eye, default as EyeIcon } from './icons/eye.mjs';",
        "export { default as Wifi, default as WifiIcon } from './icons/wifi.mjs';",
      ].join('\n'),
      importers: [
        web('features/auth/auth-page.tsx'),
        web('features/shell/app-shell.tsx'),
        web('features/dashboard/dashboard-page.tsx'),
      ],
    },
    [ICON('bell')]: { importers: [LUCIDE] },
    [ICON('eye')]: { importers: [LUCIDE] },
    [ICON('wifi')]: { importers: [LUCIDE] },
    [web('components/money.tsx')]: {
      importers: [web('features/shell/app-shell.tsx'), web('features/wallets/wallets-page.tsx')],
    },
    [web('components/logo.tsx')]: {
      importers: [web('features/auth/auth-page.tsx'), web('features/shell/app-shell.tsx')],
    },
    [web('components/toast.ts')]: {
      importers: [
        web('features/auth/forgot-password-dialog.tsx'),
        web('features/auth/auth-page.tsx'),
        web('features/shell/app-shell.tsx'),
      ],
    },
    [web('components/dialog.tsx')]: {
      importers: [
        web('features/auth/forgot-password-dialog.tsx'),
        web('features/dashboard/dashboard-page.tsx'),
      ],
    },
    [web('lib/api.ts')]: {
      importers: [web('main.tsx'), web('features/dashboard/dashboard-page.tsx')],
    },
    [web('features/wallets/only-wallets.tsx')]: {
      importers: [web('features/wallets/wallets-page.tsx')],
    },
    [web('features/dashboard/kyc-banner.tsx')]: {
      importers: [web('features/dashboard/dashboard-page.tsx')],
    },
  };
  return {
    getModuleInfo: (id: string): ModuleFacts | null => {
      const m = modules[id];
      if (!m) return null;
      return { importers: [], dynamicImporters: [], isEntry: false, code: '', ...m };
    },
  };
}

describe('signedInChunk', () => {
  const chunkOf = (id: string) => signedInChunk(WEB)(id, graph());

  it('groups what only signed-in pages share into one chunk', () => {
    expect(chunkOf(web('components/money.tsx'))).toBe('signed-in');
  });

  it('puts what a signed-out page shares in a chunk of its own, named after it', () => {
    expect(chunkOf(web('components/logo.tsx'))).toBe('shared-auth-page');
  });

  it('puts what a signed-out page loads at once with that page, whichever of its dialogs use it', () => {
    expect(chunkOf(web('components/toast.ts'))).toBe('shared-auth-page');
    // Shared with a dialog of the auth page alone: /auth does not load it at once.
    expect(chunkOf(web('components/dialog.tsx'))).toBe('shared-forgot-password-dialog');
  });

  it('reads which icons a page imports from the icon package, not every icon it holds', () => {
    expect(chunkOf(ICON('bell'))).toBe('signed-in');
    expect(chunkOf(ICON('eye'))).toBe('shared-auth-page');
    // Only the dashboard uses it: it stays in the dashboard's chunk.
    expect(chunkOf(ICON('wifi'))).toBeNull();
  });

  it('leaves the entry, the pages, one page alone and what the first signed-in page lacks', () => {
    expect(chunkOf(web('lib/api.ts'))).toBeNull();
    expect(chunkOf(web('features/dashboard/dashboard-page.tsx'))).toBeNull();
    expect(chunkOf(web('features/dashboard/kyc-banner.tsx'))).toBeNull();
    expect(chunkOf(web('features/wallets/only-wallets.tsx'))).toBeNull();
  });
});
