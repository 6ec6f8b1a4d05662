import { afterAll, beforeAll } from 'vitest';
import type { Config } from '#server/config';
import { createTestApp, type TestApp, type TestUser, type TestUserFields } from './test-app.js';

/** A test file's app (see createTestApp) with a signed-in admin and a signed-in staff member. */
export type SignedInTestApp = TestApp & { admin: TestUser; staff: TestUser };

interface SignedInAppOptions {
  /** Settings this file needs other than the defaults (a higher rate limit, say). */
  config?: Partial<Config>;
  admin?: TestUserFields;
  staff?: TestUserFields;
}

/**
 * The usual start of a route test file: one app on a fresh database for the whole file, an
 * admin and a staff member signed in to it, all closed after the last test. Call it at the top
 * of the file. The object it returns is filled in by beforeAll, so read it inside tests and
 * hooks (never destructure it at the top: nothing is there yet).
 */
export function useSignedInApp(options: SignedInAppOptions = {}): SignedInTestApp {
  const t = {} as SignedInTestApp;
  beforeAll(async () => {
    const app = await createTestApp(options.config);
    Object.assign(t, app, {
      admin: await app.createUser('admin', options.admin),
      staff: await app.createUser('staff', options.staff),
    });
  });
  afterAll(async () => {
    // Nothing to close when the app could not even be built.
    if ('close' in t) await t.close();
  });
  return t;
}
