// Creates or drops the PostgreSQL database of one CI run: node scripts/ci-database.mjs create|drop URL
import pg from 'pg';

const [action, url] = process.argv.slice(2);
if (!url || !['create', 'drop'].includes(action ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop postgres://…/name');
  process.exit(2);
}
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
const client = new pg.Client({ connectionString: maintenance.toString() });
await client.connect();
try {
  await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  if (action === 'create') await client.query(`create database ${pg.escapeIdentifier(name)}`);
  console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`);
} finally {
  await client.end();
}
