import { randomBytes } from 'node:crypto';
import { emailSchema } from '#shared/schemas/common';
import type { Config } from './config.js';
import type { Database } from '#server/db/client';
import { DEMO_ADMIN, DEMO_STAFF, DEMO_TALENT, seedDemoData } from '#server/demo/seed';
import { ImageStore } from '#server/images/images';
import type { ObjectStorage } from '#server/storage/object-storage';
import { storageFromConfig } from '#server/storage/storage-from-config';
import { purgeExpiredSessions } from '#server/accounts/sessions';
import { recordMissingGstDocuments } from '#server/billing/gst-records';
import { disableKnownPasswordAccounts, enableAccounts, ensureAdmin, hasActiveAdmin } from '#server/accounts/users';

export interface PreparedDatabase {
  adminCreated: boolean;
  demoSeeded: boolean;
  /** An admin made at this start with a random password, to be shown once (never stored in clear). */
  initialAdmin?: { email: string; password: string };
  /** Demo accounts disabled because this start is not a demo (their passwords are published). */
  demoAccountsDisabled: string[];
}

const DEMO_ACCOUNTS = [DEMO_ADMIN, DEMO_STAFF, DEMO_TALENT];

/** The first admin's e-mail: admin@ the site's own domain when that makes an address, else a local one. */
export function initialAdminEmail(siteUrl: string): string {
  const parsed = emailSchema.safeParse(`admin@${new URL(siteUrl).hostname}`);
  return parsed.success ? parsed.data : 'admin@starline.local';
}

/**
 * What every start does before serving: apply migrations, write the GST records of documents
 * that have none (issued before billing wrote them), drop expired sessions, create the
 * ADMIN_EMAIL admin when no user has that e-mail, and then by mode:
 * - demo: seed demo data once, its pictures written to `storage` (the uploads' storage the
 *   configuration names, STORAGE_URL's bucket or DATA_DIR/uploads, like any upload, so every
 *   instance on the bucket shows them), and keep the demo accounts usable;
 * - otherwise: disable the demo accounts (their passwords are public) and, when no active admin
 *   is left and ADMIN_EMAIL is unset, create one with a random password shown once (the way
 *   Jenkins hands over its first admin), so no start ever leaves a known password behind.
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  storage?: ObjectStorage,
): Promise<PreparedDatabase> {
  await database.migrate();
  // The GST records of documents issued before billing wrote them (migration 0037, decision 0041).
  await recordMissingGstDocuments(database.db);
  await purgeExpiredSessions(database.db, config.sessionIdleMinutes);
  const adminCreated =
    config.adminEmail !== undefined && config.adminPassword !== undefined
      ? await ensureAdmin(database.db, config.adminEmail, config.adminPassword)
      : false;
  if (config.demo) {
    const seeding = storage ?? (await storageFromConfig(config));
    const { seeded } = await seedDemoData(database.db, new ImageStore(seeding)).finally(() => {
      // A storage made here is closed here (the caller closes its own).
      if (seeding !== storage) seeding.destroy?.();
    });
    await enableAccounts(
      database.db,
      DEMO_ACCOUNTS.map((account) => account.email),
    );
    return { adminCreated, demoSeeded: seeded, demoAccountsDisabled: [] };
  }
  const demoAccountsDisabled = await disableKnownPasswordAccounts(database.db, DEMO_ACCOUNTS);
  let initialAdmin: PreparedDatabase['initialAdmin'];
  if (!(await hasActiveAdmin(database.db))) {
    const email = initialAdminEmail(config.siteUrl);
    // 144 random bits, in letters and digits a person can copy.
    const password = randomBytes(18).toString('base64url');
    if (await ensureAdmin(database.db, email, password)) initialAdmin = { email, password };
  }
  return { adminCreated, demoSeeded: false, demoAccountsDisabled, ...(initialAdmin ? { initialAdmin } : {}) };
}
