/* The reports domain's answers that are JSON (issue 40); the downloads are files. */
import { z } from 'zod';
import { isoDateTime } from './envelope-responses.js';
import { LEDGER_FIELDS, type LedgerField } from './reports.js';

const ledgerNames = Object.fromEntries(LEDGER_FIELDS.map((field) => [field, z.string()])) as Record<
  LedgerField,
  z.ZodString
>;

/** `GET`/`PUT /api/site/ledgers`: the Tally ledger names and who last saved them (null before the first save). */
export const ledgersStateSchema = z.object({
  ...ledgerNames,
  updatedAt: isoDateTime.nullable(),
  updatedByName: z.string().nullable(),
});
export type LedgersState = z.infer<typeof ledgersStateSchema>;
