// The compiled server reads its SQL migrations from beside itself (dist/node/server/db/migrations).
import { cpSync, rmSync } from 'node:fs';

const target = 'dist/node/server/db/migrations';
rmSync(target, { recursive: true, force: true });
cpSync('src/server/db/migrations', target, { recursive: true });
