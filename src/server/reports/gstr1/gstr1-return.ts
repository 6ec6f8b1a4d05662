import type { ReportDocument } from '#server/reports/report-documents';
import type { ReturnPeriod } from '#shared/reports/return-period';
import { advanceSection } from './advance-sections.js';
import { classifyDocuments } from './classify.js';
import type { Gstr1Entry } from './classify.js';
import { docIssueSection } from './doc-issue-section.js';
import { RECEIVER_NAMES } from './gstr1-types.js';
import type { Gstr1Return } from './gstr1-types.js';
import { hsnSection } from './hsn-section.js';
import { nilSection } from './nil-section.js';
import { b2bSection, cdnrSection } from './registered-sections.js';
import { b2clSection, b2csSection, cdnurSection } from './unregistered-sections.js';

export interface Gstr1Input {
  /** The agency's GSTIN. */
  gstin: string;
  period: ReturnPeriod;
  /**
   * The period's documents, plus earlier receipt and refund vouchers whose invoice falls in it
   * (the advances it adjusts); anything else outside the period is ignored.
   */
  documents: ReportDocument[];
}

/** The recipients' names by GSTIN (the first name met wins; the entries are in date order). */
function receiverNames(entries: Gstr1Entry[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const { document, registered } of entries) {
    const ctin = document.party.gstin.trim().toUpperCase();
    if (registered && !names.has(ctin)) names.set(ctin, document.party.name);
  }
  return names;
}

/**
 * The GSTR-1 return of a period from its documents as issued (issue 40, decision 0039). The keys
 * in the portal's order; a section with nothing in it is left out, as the offline tool leaves it.
 */
export function gstr1Return(input: Gstr1Input): Gstr1Return {
  const documents = [...input.documents].sort((a, b) =>
    a.date === b.date ? (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) : a.date < b.date ? -1 : 1,
  );
  const entries = classifyDocuments(input.gstin, input.period, documents);
  const sections = {
    b2b: b2bSection(entries),
    b2cl: b2clSection(entries),
    b2cs: b2csSection(entries),
    cdnr: cdnrSection(entries),
    cdnur: cdnurSection(entries),
    at: advanceSection(entries, 'at'),
    txpd: advanceSection(entries, 'txpd'),
  };
  const ret: Gstr1Return = { gstin: input.gstin, fp: input.period.fp };
  for (const [key, rows] of Object.entries(sections)) {
    if (rows.length > 0) Object.assign(ret, { [key]: rows });
  }
  const hsn = hsnSection(entries);
  if (hsn) ret.hsn = hsn;
  const nil = nilSection(entries);
  if (nil) ret.nil = nil;
  const docIssue = docIssueSection(input.period, documents);
  if (docIssue) ret.doc_issue = docIssue;
  Object.defineProperty(ret, RECEIVER_NAMES, { value: receiverNames(entries), enumerable: false });
  return ret;
}
