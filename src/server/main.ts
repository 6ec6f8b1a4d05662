import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_ADMIN } from '#server/demo/seed';
import { openDatabase } from './open-database.js';
import { prepareDatabase } from './prepare-database.js';
import { storageFromConfig } from '#server/storage/storage-from-config';

/** The built web app sits beside the compiled server: dist/node/server -> dist/web. */
function findWebDir(): string | undefined {
  const dir = fileURLToPath(new URL('../../web', import.meta.url));
  return existsSync(`${dir}/index.html`) ? dir : undefined;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, findWebDir());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = pino(loggerOptions(config.logLevel));

  const database = await openDatabase(config, log);
  const started = Date.now();
  // One storage for the uploads, the demo seed's pictures included (STORAGE_URL's bucket or DATA_DIR/uploads).
  const storage = await storageFromConfig(config);
  const prepared = await prepareDatabase(config, database, storage);
  if (prepared.adminCreated) log.info({ email: config.adminEmail }, 'admin account created from ADMIN_EMAIL');
  if (prepared.demoSeeded) log.info({ ms: Date.now() - started }, 'demo data seeded');
  if (prepared.demoAccountsDisabled.length > 0) {
    log.warn({ emails: prepared.demoAccountsDisabled }, 'demo accounts disabled: not running as a demo (DEMO=true)');
  }
  if (!config.webDir) log.warn('no built web app found (run npm run build); serving the API only');

  const app = await buildApp({
    config,
    database,
    storage,
    demoCredentials: config.demo ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : undefined,
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    // Stops accepting connections, waits for in-flight requests, then closes the database.
    await app.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  process.stdout.write(
    `\nStarline Talent is running at ${shown} (${database.kind}${config.demo ? ', demo data' : ''})\n`,
  );
  if (config.demo) {
    process.stdout.write(`Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n\n`);
  }
  if (prepared.initialAdmin) {
    // Shown this once and never stored in clear: like Jenkins' initial admin password.
    process.stdout.write(
      [
        '',
        'No admin account existed, so one was created. Sign in at /admin/login with:',
        `  e-mail:   ${prepared.initialAdmin.email}`,
        `  password: ${prepared.initialAdmin.password}`,
        'This password is shown only now. Change it (Staff) after signing in, or set ADMIN_EMAIL and',
        'ADMIN_PASSWORD before the first start instead.',
        '',
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
