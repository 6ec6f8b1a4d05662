import { createPostgresDatabase } from '#server/db/client';
import { dropDatabase, recreateDatabase } from '../../../scripts/postgres-database.mjs';
import { postgresTemplateUrl } from './test-database';

/**
 * The server suite's global setup on PostgreSQL (vitest.config.ts): migrates the template that
 * createTestDatabase copies for each test file, once, before any file runs; drops it at the end.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const template = postgresTemplateUrl(url);
  await recreateDatabase(template);
  const database = createPostgresDatabase(template, { max: 1 });
  try {
    await database.migrate();
  } finally {
    // A database is copied only while nobody is connected to it.
    await database.close();
  }
  return () => dropDatabase(template);
}
