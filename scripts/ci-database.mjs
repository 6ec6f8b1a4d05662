// Creates or drops the PostgreSQL database of one CI run: node scripts/ci-database.mjs create|drop URL
import { dropDatabase, recreateDatabase } from './postgres-database.mjs';

const [action, url] = process.argv.slice(2);
if (!url || !['create', 'drop'].includes(action ?? '')) {
  console.error('usage: node scripts/ci-database.mjs create|drop postgres://…/name');
  process.exit(2);
}
const name = decodeURIComponent(new URL(url).pathname.slice(1));
if (action === 'create') await recreateDatabase(url);
else await dropDatabase(url);
console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`);
