/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), as the GST portal lists them. Codes no longer in use (28, the undivided Andhra Pradesh;
 * 25, Daman and Diu before its merger) are left out: a new registration never carries them, and a
 * GSTIN that still does is checked by its code alone (GSTIN_STATE_CODES).
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

export const GST_STATE_CODES = GST_STATES.map(({ code }) => code) as [GstStateCode, ...GstStateCode[]];

/** The codes a GSTIN may begin with: 01 to 38 and 97 (the GST portal's rule). */
export function isGstinStateCode(code: string): boolean {
  if (code === '97') return true;
  const number = Number(code);
  return /^\d{2}$/.test(code) && number >= 1 && number <= 38;
}

/** A state's name by its code; undefined for a code not in the list. */
export function gstStateName(code: string): string | undefined {
  return GST_STATES.find((state) => state.code === code)?.name;
}

/** "27 Maharashtra", as a quote prints a place of supply. */
export function gstStateLabel(code: string): string {
  const name = gstStateName(code);
  return name ? `${code} ${name}` : code;
}
