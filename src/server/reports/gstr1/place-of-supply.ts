import { GST_STATES } from '#shared/gst/states';
import type { ReportDocument } from '#server/reports/report-documents';

/** A state's two-digit code by its name as a document prints it; undefined for an unknown name. */
function codeOfState(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return GST_STATES.find((state) => state.name.toLowerCase() === wanted)?.code;
}

/**
 * The place of supply's code a return reports a document under. The document's own place of
 * supply when it names one. A receipt voucher on an unsettled booking (Rule 50's fallback) names
 * none: section 12(2)(b) of the IGST Act then places a supply to an unregistered person at the
 * recipient's location where an address is on record (the party's state), and at the supplier's
 * location otherwise (the agency's own state, the first two digits of its GSTIN). Decision 0039.
 */
export function placeOfSupplyCode(document: ReportDocument, agencyGstin: string): string {
  for (const name of [document.placeOfSupply, document.party.state]) {
    if (name.trim() === '') continue;
    const code = codeOfState(name);
    if (!code) throw new RangeError(`${document.number}: "${name}" is not a state or union territory`);
    return code;
  }
  return agencyGstin.slice(0, 2);
}
