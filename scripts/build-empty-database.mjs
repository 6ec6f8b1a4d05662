// Writes the compiled server's empty embedded database (dist/node/server/db/empty-database.tar.gz):
// initdb and every migration, done once here so that a first start need not run initdb.
import { EMPTY_DATABASE_FILE, writeEmptyDatabaseTemplate } from '../dist/node/server/db/empty-database.js';

const bytes = await writeEmptyDatabaseTemplate();
console.log(`empty database: ${EMPTY_DATABASE_FILE} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
