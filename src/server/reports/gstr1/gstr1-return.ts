import type { ReportDocument } from '#server/reports/report-documents';
import type { ReturnPeriod } from '#shared/reports/return-period';
import type { Gstr1Return } from './gstr1-types.js';

export interface Gstr1Input {
  /** The agency's GSTIN. */
  gstin: string;
  period: ReturnPeriod;
  /** The period's documents, plus earlier receipt and refund vouchers whose invoice falls in it. */
  documents: ReportDocument[];
}

/** The GSTR-1 return of a period, from its documents as issued (issue 40). */
export function gstr1Return(input: Gstr1Input): Gstr1Return {
  return { gstin: input.gstin, fp: input.period.fp };
}
