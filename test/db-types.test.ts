import { describe, expect, it } from 'vitest';
import { generateDbTypes } from '../scripts/db-codegen.ts';
import { createTestDatabase } from './db.ts';

describe('the query builder row types (src/server/db/types.generated.ts)', () => {
  it('match the migrated database (run `npm run db:types` after a migration)', async () => {
    const { url } = await createTestDatabase(1);
    const { ok, output } = generateDbTypes(url, { verify: true });
    expect(ok, output).toBe(true);
  });
});
