// Writes the compiled server's empty embedded database (dist/node/server/db/empty-database.tar.gz):
// initdb and every migration, done once here so that a first start need not run initdb.
// Run by `npm run build` once tsc has compiled the server; its address is made at run time, as
// dist/ does not exist before the build (nor when the linter reads this file in a fresh clone).
const compiled = new URL('../dist/node/server/db/empty-database.js', import.meta.url);
const { EMPTY_DATABASE_FILE, writeEmptyDatabaseTemplate } = await import(compiled.href);

const bytes = await writeEmptyDatabaseTemplate();
console.log(`empty database: ${EMPTY_DATABASE_FILE} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
