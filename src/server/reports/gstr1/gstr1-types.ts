/*
 * The GSTR-1 return as the GST portal's JSON carries it (issue 40): the header, then one section
 * per table of the form, every amount in rupees with at most two decimals. The field names are
 * the portal's (docs/decisions/0039-gstr1-from-issued-documents.md names the sources); an empty
 * section is left out, as the offline tool leaves it out.
 */

/** One rate's amounts of a document: IGST for an inter-state supply, CGST and SGST for an intra-state one. */
export type Gstr1ItemDetail =
  | { txval: number; rt: number; iamt: number; csamt: number }
  | { txval: number; rt: number; camt: number; samt: number; csamt: number };

/** `num` is the offline tool's item number: the rate in basis points plus one (1801 for 18%). */
export interface Gstr1Item {
  num: number;
  itm_det: Gstr1ItemDetail;
}

export interface Gstr1B2bInvoice {
  inum: string;
  /** `DD-MM-YYYY`. */
  idt: string;
  /** The invoice's value, reimbursements included. */
  val: number;
  /** The place of supply's two-digit state code. */
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1B2b {
  ctin: string;
  inv: Gstr1B2bInvoice[];
}

export interface Gstr1B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Gstr1Item[];
}

export interface Gstr1B2cl {
  pos: string;
  inv: Gstr1B2clInvoice[];
}

export type Gstr1SupplyType = 'INTRA' | 'INTER';

export type Gstr1B2cs =
  | { sply_ty: 'INTER'; pos: string; typ: 'OE'; txval: number; rt: number; iamt: number; csamt: number }
  | { sply_ty: 'INTRA'; pos: string; typ: 'OE'; txval: number; rt: number; camt: number; samt: number; csamt: number };

export interface Gstr1CreditNote {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1Cdnr {
  ctin: string;
  nt: Gstr1CreditNote[];
}

export interface Gstr1Cdnur {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Gstr1Item[];
}

/** An advance's amounts at one rate: `ad_amt` is the advance's taxable part. */
export type Gstr1AdvanceItem =
  | { rt: number; ad_amt: number; iamt: number; csamt: number }
  | { rt: number; ad_amt: number; camt: number; samt: number; csamt: number };

/** A row of Table 11A (`at`, advances received) or 11B (`txpd`, advances adjusted). */
export interface Gstr1Advance {
  pos: string;
  sply_ty: Gstr1SupplyType;
  itms: Gstr1AdvanceItem[];
}

export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: 'NA';
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1Hsn {
  hsn_b2b: Gstr1HsnRow[];
  hsn_b2c: Gstr1HsnRow[];
}

export type Gstr1NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';

export interface Gstr1Nil {
  inv: { sply_ty: Gstr1NilSupplyType; expt_amt: number; nil_amt: number; ngsup_amt: number }[];
}

export interface Gstr1DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface Gstr1DocKind {
  doc_num: 1 | 5 | 6 | 8;
  doc_typ: 'Invoices for outward supply' | 'Credit Note' | 'Receipt voucher' | 'Refund voucher';
  docs: Gstr1DocRange[];
}

export interface Gstr1DocIssue {
  doc_det: Gstr1DocKind[];
}

/**
 * The parties' names by GSTIN, for the offline tool's "Receiver Name" column: kept on the return
 * under a symbol, not enumerable, so the JSON never carries it and the CSVs need not re-derive it.
 */
export const RECEIVER_NAMES: unique symbol = Symbol('gstr1.receiverNames');

export interface Gstr1Return {
  gstin: string;
  fp: string;
  b2b?: Gstr1B2b[];
  b2cl?: Gstr1B2cl[];
  b2cs?: Gstr1B2cs[];
  cdnr?: Gstr1Cdnr[];
  cdnur?: Gstr1Cdnur[];
  at?: Gstr1Advance[];
  txpd?: Gstr1Advance[];
  hsn?: Gstr1Hsn;
  nil?: Gstr1Nil;
  doc_issue?: Gstr1DocIssue;
  readonly [RECEIVER_NAMES]?: ReadonlyMap<string, string>;
}
