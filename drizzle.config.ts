import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each domain declares its own tables (decision 0029); src/server/db/db-tables.ts holds the rest.
  schema: './src/server/*/*-tables.ts',
  out: './src/server/db/migrations',
  strict: true,
});
