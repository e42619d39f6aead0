import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file directly in the folder is loaded (no sub-folders): only tables and their helpers go there.
  schema: './src/server/db/schema',
  out: './src/server/db/migrations',
});
