import { sql, type SQL } from 'drizzle-orm';
import type { ReturnPeriod } from '#shared/reports/return-period';
import type { Db } from '#server/db/client';
import { gstDocuments } from '#server/billing/billing-tables';
import type { TaxDocumentKind } from '#server/billing/tax-document';
import type { ReportDocument } from './report-documents.js';

/*
 * Every GST document of a period as issued (issue 40, decision 0041): billing writes each
 * document's record when it issues it (billing/gst-records.ts, table `gst_documents`), so a
 * period is one indexed scan of thin rows, each voucher's joined to its booking's invoice's
 * record (which decides whether it was an advance). A year of 20,000 documents reads in well
 * under a second (scripts/bench/report-documents.ts).
 */

/** India's days, both included: `2026-11-01` to `2026-11-30`. */
export interface DayRange {
  from: string;
  to: string;
}

/** The order a day's documents are listed in: the series as a booking's money makes them. */
const KIND_ORDER: TaxDocumentKind[] = ['receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note'];

const VOUCHER_KINDS: TaxDocumentKind[] = ['receipt_voucher', 'refund_voucher'];

/** A list of kinds as one SQL array. */
const kindsArray = (kinds: readonly TaxDocumentKind[]) => sql`${`{${kinds.join(',')}}`}::text[]`;

/**
 * The records `where` picks (on `d`, the record, and `i`, a voucher's booking's invoice's record),
 * in the order a report lists them, as the reports read them, made by the database as one JSON
 * array: one value to hand over instead of 30 columns a row, which is most of the time a year's
 * 20,000 rows took (PGlite above all). A voucher was an advance when it was written before its
 * booking's invoice, or on a booking not invoiced; `invoicedOn` is then that invoice's day.
 */
async function recordsWhere(db: Db, where: SQL): Promise<ReportDocument[]> {
  const advance = sql`(d.kind = any(${kindsArray(VOUCHER_KINDS)}) and (i.issued_at is null or d.issued_at < i.issued_at))`;
  const result = await db.execute(sql`
      select json_agg(
        json_build_object(
          'kind', d.kind, 'id', d.id, 'number', d.number, 'date', d.date,
          'bookingId', d.booking_id, 'bookingReference', d.booking_reference,
          'party', json_build_object('name', d.party_name, 'gstin', d.party_gstin, 'state', d.party_state),
          'placeOfSupply', d.place_of_supply, 'supply', d.supply, 'gstBasisPoints', d.gst_basis_points,
          'exemptionReason', d.exemption_reason, 'reverseCharge', d.reverse_charge,
          'amounts', json_build_object(
            'taxablePaise', d.taxable_paise, 'cgstPaise', d.cgst_paise, 'sgstPaise', d.sgst_paise,
            'igstPaise', d.igst_paise, 'reimbursementPaise', d.reimbursement_paise
          ),
          'totalPaise', d.total_paise, 'lines', d.lines,
          'invoice', case when d.invoice_number is null then null else json_build_object(
            'number', d.invoice_number, 'date', d.invoice_date, 'totalPaise', d.invoice_total_paise
          ) end,
          'invoicedOn', case when ${advance} then i.date end,
          'advance', ${advance},
          'mode', d.mode, 'reference', d.reference, 'tdsPaise', d.tds_paise
        )
        -- Byte order for the numbers, as JavaScript compares them, whatever the collation.
        order by d.date, array_position(${kindsArray(KIND_ORDER)}, d.kind), d.number collate "C"
      ) as records
      from ${gstDocuments} d
      left join ${gstDocuments} i
        on i.booking_id = d.booking_id and i.kind = 'tax_invoice' and d.kind = any(${kindsArray(VOUCHER_KINDS)})
      where ${where}
    `);
  // Both drivers answer `execute` with `{ rows }` and parse `json` (drizzle's common type leaves it unknown).
  const [row] = (result as { rows: { records: ReportDocument[] | null }[] }).rows;
  return row?.records ?? [];
}

/** The documents a report reads: all four kinds, or only the sales (invoices, credit notes) or the receipts (vouchers). */
export type ReportKinds = 'all' | 'sales' | 'receipts';

/** The kinds each choice reads. */
const KINDS_READ: Record<ReportKinds, TaxDocumentKind[]> = {
  all: KIND_ORDER,
  sales: ['tax_invoice', 'credit_note'],
  receipts: VOUCHER_KINDS,
};

/**
 * Every GST document dated in `range` (India's days, both included), as issued: receipt vouchers,
 * refund vouchers, tax invoices and credit notes, by date, then kind (in that order), then number.
 * `kinds` narrows it for a register, which reads half of them: the other half is never loaded.
 */
export function reportDocuments(db: Db, range: DayRange, kinds: ReportKinds = 'all'): Promise<ReportDocument[]> {
  return recordsWhere(
    db,
    sql`d.date between ${range.from} and ${range.to} and d.kind = any(${kindsArray(KINDS_READ[kinds])})`,
  );
}

/**
 * What a GSTR-1 return of `period` reads: its documents, and the receipt and refund vouchers of
 * earlier periods that were advances on a booking invoiced in it (`invoicedOn` in the period:
 * the advances its invoices adjust, table 11B). Those come first, in the same order.
 */
export async function gstr1Documents(db: Db, period: Pick<ReturnPeriod, 'from' | 'to'>): Promise<ReportDocument[]> {
  const [earlier, own] = await Promise.all([
    recordsWhere(
      db,
      sql`d.kind = any(${kindsArray(VOUCHER_KINDS)}) and d.date < ${period.from}
        and i.date between ${period.from} and ${period.to} and d.issued_at < i.issued_at`,
    ),
    reportDocuments(db, period),
  ]);
  return [...earlier, ...own];
}
