import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser tests run axe's every rule in the light theme and only its colour rules in the
// dark one (e2e/axe.ts). That holds while the dark theme changes colours and nothing else: no
// `dark:` utility in the components (one could hide, show or resize something), and the `.dark`
// blocks of the style sheets setting only colour variables and the colour scheme.

const WEB = 'src/web';

function files(dir: string, ends: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path, ends);
    return ends.some((end) => e.name.endsWith(end)) ? [path] : [];
  });
}

describe('the dark theme', () => {
  it('is no `dark:` utility in any component', () => {
    const using = files(WEB, ['.tsx', '.ts']).filter((f) =>
      /(^|[\s'"`])dark:/.test(readFileSync(f, 'utf8')),
    );
    expect(using).toEqual([]);
  });

  it('sets only colour variables and the colour scheme in its style blocks', () => {
    const sheets = files(WEB, ['.css']);
    let blocks = 0;
    for (const sheet of sheets) {
      const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, body] of css.matchAll(/(?:^|\n)\s*\.dark\s*\{([^}]*)\}/g)) {
        blocks++;
        const declarations = (body ?? '')
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean);
        for (const d of declarations)
          expect(d, `${sheet}: ${d}`).toMatch(
            /^(--[\w-]+\s*:\s*(oklch|#|rgb|hsl|color-mix|var\()|color-scheme\s*:\s*dark$)/,
          );
      }
    }
    expect(blocks).toBeGreaterThan(0);
  });
});
