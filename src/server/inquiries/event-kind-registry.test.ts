import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_KIND_REGISTRY } from '#shared/event-kinds/audit-kinds';
import { EMAIL_KIND_REGISTRY } from '#shared/event-kinds/email-kinds';
import { INQUIRY_EVENT_REGISTRY } from '#shared/event-kinds/inquiry-events';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database';

/**
 * The registries of kinds (src/shared/event-kinds, decision 0030) word every kind the migrated
 * database allows: a kind added to a check constraint without its words fails here, whatever
 * the TypeScript lists say.
 */
const REGISTRIES: Record<string, Record<string, unknown>> = {
  inquiry_events_kind_check: INQUIRY_EVENT_REGISTRY,
  emails_kind_check: EMAIL_KIND_REGISTRY,
  audit_entries_kind_check: AUDIT_KIND_REGISTRY,
};

describe('the registries of event, e-mail and audit kinds', () => {
  let database: TestDatabase;
  let allowed: Map<string, string[]>;
  beforeAll(async () => {
    database = await createTestDatabase();
    // PGlite and node-postgres both answer `{ rows }`.
    const result = (await database.db.execute(
      sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint
          where conname in ('inquiry_events_kind_check', 'emails_kind_check', 'audit_entries_kind_check')`,
    )) as { rows: { conname: string; definition: string }[] };
    // The definition lists each value as a quoted literal: (kind = ANY (ARRAY['received'::text, …])).
    allowed = new Map(
      result.rows.map((row) => [row.conname, [...row.definition.matchAll(/'([^']+)'/g)].map((match) => match[1]!)]),
    );
  });
  afterAll(async () => database.close());

  it.each(Object.keys(REGISTRIES))('words every kind %s allows, and no other', (constraint) => {
    const kinds = allowed.get(constraint);
    expect(kinds, `no constraint ${constraint} in the migrated database`).toBeDefined();
    expect(kinds!.length).toBeGreaterThan(3);
    const registry = REGISTRIES[constraint]!;
    expect(
      kinds!.filter((kind) => !Object.hasOwn(registry, kind)),
      'give these kinds their entry in src/shared/event-kinds',
    ).toEqual([]);
    expect(Object.keys(registry).filter((kind) => !kinds!.includes(kind))).toEqual([]);
  });

  it('gives every event kind its words in the audit log', () => {
    for (const entry of Object.values(INQUIRY_EVENT_REGISTRY)) expect(entry.audit).toMatch(/^Inquiry \S/);
  });
});
