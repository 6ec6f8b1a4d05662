import type { Gstr1Return } from './gstr1-types.js';

export interface Gstr1CsvFile {
  name: string;
  csv: string;
}

/** One CSV per non-empty section, in the GST offline tool's layout (issue 40). */
export function gstr1CsvFiles(ret: Gstr1Return): Gstr1CsvFile[] {
  void ret;
  return [];
}

/** The section CSVs as one zip, byte for byte the same for the same return. */
export function gstr1CsvZip(ret: Gstr1Return): Uint8Array {
  void ret;
  return new Uint8Array();
}
