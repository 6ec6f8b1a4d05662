import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPglite } from '#server/test/empty-pglite';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

async function apply(pg: PGlite, file: string): Promise<void> {
  const text = await readFile(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await pg.exec(statement);
  }
}

/**
 * The inquiry desk's migration on a database that already holds inquiries: each gets its
 * reference, promised time and timeline, as docs/api.md and the desk expect of every row.
 */
describe('migration 0002 (inquiry desk) on existing inquiries', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await emptyPglite();
    await apply(pg, '0000_init.sql');
    await apply(pg, '0001_hardening.sql');
    const insert = (name: string, status: string, createdAt: string, updatedAt: string) =>
      pg.query(
        `insert into inquiries (name, email, phone_number, celebrity_name, event_type, event_date, event_location, status, created_at, updated_at)
         values ($1, 'a@example.com', '+91 98765 43210', 'Meera Kapoor', 'Wedding', '2027-02-14', 'Pune', $2, $3, $4)`,
        [name, status, createdAt, updatedAt],
      );
    // 31 October 2026, 20:00 UTC is already 1 November in India.
    await insert('Late October', 'pending', '2026-10-31T20:00:00Z', '2026-10-31T20:00:00Z');
    await insert('Early October', 'confirmed', '2026-10-02T08:00:00Z', '2026-10-03T09:30:00Z');
    await insert('Mid October', 'pending', '2026-10-15T08:00:00Z', '2026-10-15T08:00:00Z');
    await apply(pg, '0002_inquiry_desk.sql');
  });
  afterAll(async () => pg.close());

  it('numbers them by arrival within each month of India’s calendar', async () => {
    const { rows } = await pg.query<{ name: string; reference: string }>(
      'select name, reference from inquiries order by created_at',
    );
    expect(rows).toEqual([
      { name: 'Early October', reference: 'SLT-2610-0001' },
      { name: 'Mid October', reference: 'SLT-2610-0002' },
      { name: 'Late October', reference: 'SLT-2611-0001' },
    ]);
    const counters = await pg.query('select month, last from inquiry_reference_counters order by month');
    expect(counters.rows).toEqual([
      { month: '2610', last: 2 },
      { month: '2611', last: 1 },
    ]);
  });

  it('promises a reply 24 hours after arrival and counts answered ones as answered at their last change', async () => {
    const { rows } = await pg.query<{ name: string; reply_by: Date; first_response_at: Date | null }>(
      'select name, reply_by, first_response_at from inquiries order by created_at',
    );
    expect(
      rows.map((row) => [row.name, row.reply_by.toISOString(), row.first_response_at?.toISOString() ?? null]),
    ).toEqual([
      ['Early October', '2026-10-03T08:00:00.000Z', '2026-10-03T09:30:00.000Z'],
      ['Mid October', '2026-10-16T08:00:00.000Z', null],
      ['Late October', '2026-11-01T20:00:00.000Z', null],
    ]);
  });

  it('starts each timeline with the arrival, and the answer where there was one', async () => {
    const { rows } = await pg.query<{ name: string; kind: string; details: unknown }>(
      `select i.name, e.kind, e.details from inquiry_events e join inquiries i on i.id = e.inquiry_id
       order by i.created_at, e.created_at`,
    );
    expect(rows).toEqual([
      { name: 'Early October', kind: 'received', details: {} },
      { name: 'Early October', kind: 'status_changed', details: { from: 'pending', to: 'confirmed' } },
      { name: 'Mid October', kind: 'received', details: {} },
      { name: 'Late October', kind: 'received', details: {} },
    ]);
  });

  it('leaves the columns required from now on', async () => {
    await expect(
      pg.query(
        `insert into inquiries (name, email, phone_number, celebrity_name, event_type, event_date, event_location)
         values ('x', 'x@example.com', '1', 'y', 'Wedding', '2027-01-01', 'z')`,
      ),
    ).rejects.toThrow(/null value in column "reference"/);
  });
});
