import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { gstStateName } from '#shared/gst/states';
import { neutraliseFormula } from '#server/inquiries/inquiries-csv';
import { rupeesText } from '#server/reports/amounts';
import { RECEIVER_NAMES } from './gstr1-types.js';
import type { Gstr1AdvanceItem, Gstr1ItemDetail, Gstr1Return } from './gstr1-types.js';

/*
 * The return as the GST offline tool's CSV files (issue 40): one file per section with rows, the
 * tool's file name and its column headers exactly, no totals row (decision 0039 names the
 * template). Place of supply as the tool's "27-Maharashtra", dates as its "05-Nov-2026".
 *
 * Every amount is handed to the writer as a number of paise and written by the number cast as
 * rupees with two decimals (a negative B2CS row stays a number); everything else is text, made
 * safe from spreadsheet formulas as the inquiries' export does.
 */

export interface Gstr1CsvFile {
  name: string;
  csv: string;
}

type Cell = string | number;

const CSV_OPTIONS = {
  cast: {
    string: (value: string) => neutraliseFormula(value),
    number: (paise: number) => rupeesText(paise),
  },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The portal's `05-11-2026` as the tool's `05-Nov-2026`. */
function toolDate(portalDay: string): string {
  const [day, month, year] = portalDay.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** `27` as `27-Maharashtra`. */
function toolPlace(code: string): string {
  return `${code}-${gstStateName(code) ?? ''}`;
}

/** Rupees back to paise for the writer: exact, since every amount came from paise / 100. */
function paise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** A rate as the tool's dropdown writes it: 18, 0.25. */
function rate(rt: number): string {
  return String(rt);
}

function taxableOf(detail: Gstr1ItemDetail | Gstr1AdvanceItem): number {
  return 'txval' in detail ? paise(detail.txval) : paise(detail.ad_amt);
}

const HEADERS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  at: ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Received', 'Cess Amount'],
  atadj: ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Gross Advance Adjusted', 'Cess Amount'],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

/** The offline tool's headers of each file, for the routes' and tests' use. */
export const GSTR1_CSV_HEADERS: Readonly<Record<string, readonly string[]>> = {
  'b2b.csv': HEADERS.b2b,
  'b2cl.csv': HEADERS.b2cl,
  'b2cs.csv': HEADERS.b2cs,
  'cdnr.csv': HEADERS.cdnr,
  'cdnur.csv': HEADERS.cdnur,
  'at.csv': HEADERS.at,
  'atadj.csv': HEADERS.atadj,
  'hsn(b2b).csv': HEADERS.hsn,
  'hsn(b2c).csv': HEADERS.hsn,
  'exemp.csv': HEADERS.exemp,
  'docs.csv': HEADERS.docs,
};

const NIL_DESCRIPTIONS = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
} as const;

function file(name: string, rows: Cell[][]): Gstr1CsvFile {
  return { name, csv: stringify(rows, { ...CSV_OPTIONS, header: true, columns: [...GSTR1_CSV_HEADERS[name]!] }) };
}

/** One CSV per non-empty section, in the offline tool's layout, in the return's order. */
export function gstr1CsvFiles(ret: Gstr1Return): Gstr1CsvFile[] {
  const names = ret[RECEIVER_NAMES] ?? new Map<string, string>();
  const files: Gstr1CsvFile[] = [];
  if (ret.b2b) {
    const rows = ret.b2b.flatMap(({ ctin, inv }) =>
      inv.flatMap((invoice) =>
        invoice.itms.map(({ itm_det }): Cell[] => [
          ctin,
          names.get(ctin) ?? '',
          invoice.inum,
          toolDate(invoice.idt),
          paise(invoice.val),
          toolPlace(invoice.pos),
          invoice.rchrg,
          '',
          'Regular B2B',
          '',
          rate(itm_det.rt),
          taxableOf(itm_det),
          paise(itm_det.csamt),
        ]),
      ),
    );
    files.push(file('b2b.csv', rows));
  }
  if (ret.b2cl) {
    const rows = ret.b2cl.flatMap(({ pos, inv }) =>
      inv.flatMap((invoice) =>
        invoice.itms.map(({ itm_det }): Cell[] => [
          invoice.inum,
          toolDate(invoice.idt),
          paise(invoice.val),
          toolPlace(pos),
          '',
          rate(itm_det.rt),
          taxableOf(itm_det),
          paise(itm_det.csamt),
          '',
        ]),
      ),
    );
    files.push(file('b2cl.csv', rows));
  }
  if (ret.b2cs) {
    const rows = ret.b2cs.map((row): Cell[] => [
      'OE',
      toolPlace(row.pos),
      '',
      rate(row.rt),
      paise(row.txval),
      paise(row.csamt),
      '',
    ]);
    files.push(file('b2cs.csv', rows));
  }
  if (ret.cdnr) {
    const rows = ret.cdnr.flatMap(({ ctin, nt }) =>
      nt.flatMap((note) =>
        note.itms.map(({ itm_det }): Cell[] => [
          ctin,
          names.get(ctin) ?? '',
          note.nt_num,
          toolDate(note.nt_dt),
          note.ntty,
          toolPlace(note.pos),
          note.rchrg,
          'Regular B2B',
          paise(note.val),
          '',
          rate(itm_det.rt),
          taxableOf(itm_det),
          paise(itm_det.csamt),
        ]),
      ),
    );
    files.push(file('cdnr.csv', rows));
  }
  if (ret.cdnur) {
    const rows = ret.cdnur.flatMap((note) =>
      note.itms.map(({ itm_det }): Cell[] => [
        note.typ,
        note.nt_num,
        toolDate(note.nt_dt),
        note.ntty,
        toolPlace(note.pos),
        paise(note.val),
        '',
        rate(itm_det.rt),
        taxableOf(itm_det),
        paise(itm_det.csamt),
      ]),
    );
    files.push(file('cdnur.csv', rows));
  }
  for (const [section, name] of [
    ['at', 'at.csv'],
    ['txpd', 'atadj.csv'],
  ] as const) {
    const advances = ret[section];
    if (!advances) continue;
    const rows = advances.flatMap(({ pos, itms }) =>
      itms.map((item): Cell[] => [toolPlace(pos), '', rate(item.rt), taxableOf(item), paise(item.csamt)]),
    );
    files.push(file(name, rows));
  }
  if (ret.hsn) {
    for (const [tab, name] of [
      ['hsn_b2b', 'hsn(b2b).csv'],
      ['hsn_b2c', 'hsn(b2c).csv'],
    ] as const) {
      const hsnRows = ret.hsn[tab];
      if (hsnRows.length === 0) continue;
      const rows = hsnRows.map((row): Cell[] => {
        const value = paise(row.txval) + paise(row.iamt) + paise(row.camt) + paise(row.samt) + paise(row.csamt);
        return [
          row.hsn_sc,
          row.desc,
          row.uqc,
          String(row.qty),
          value,
          rate(row.rt),
          paise(row.txval),
          paise(row.iamt),
          paise(row.camt),
          paise(row.samt),
          paise(row.csamt),
        ];
      });
      files.push(file(name, rows));
    }
  }
  if (ret.nil) {
    const rows = ret.nil.inv.map((row): Cell[] => [
      NIL_DESCRIPTIONS[row.sply_ty],
      paise(row.nil_amt),
      paise(row.expt_amt),
      paise(row.ngsup_amt),
    ]);
    files.push(file('exemp.csv', rows));
  }
  if (ret.doc_issue) {
    const rows = ret.doc_issue.doc_det.flatMap(({ doc_typ, docs }) =>
      docs.map((range): Cell[] => [doc_typ, range.from, range.to, String(range.totnum), String(range.cancel)]),
    );
    files.push(file('docs.csv', rows));
  }
  return files;
}

/**
 * The section CSVs as one zip. Every entry carries the same fixed time, given in local
 * components because the zip format stores local time: the bytes are the same on any machine.
 */
export function gstr1CsvZip(ret: Gstr1Return): Uint8Array {
  const mtime = new Date(2000, 0, 1, 0, 0, 0);
  const entries = Object.fromEntries(
    gstr1CsvFiles(ret).map(({ name, csv }) => [name, [strToU8(csv), { mtime }] as [Uint8Array, { mtime: Date }]]),
  );
  return zipSync(entries, { mtime });
}
