import { z } from 'zod';
import { gstinProblem, normaliseGstin } from '../gst/gstin.js';
import { ifscProblem, normaliseIfsc } from '../gst/ifsc.js';
import { normaliseVpa, vpaProblem } from '../upi/upi-id.js';

/*
 * The codes India's tax and banking give (a GSTIN, an IFSC, an account number, a UPI ID) as a
 * form types them, one rule each wherever they are asked for: the agency's business details and
 * payment settings, an artist's payee details. Each may be left empty ('' when absent); a code
 * typed is made comparable first (spaces dropped, its letters in one case), then checked as its
 * issuer would.
 */

/** An optional code: made comparable by `normalise`, and refused in `problem`'s words. */
function optionalCode(normalise: (text: string) => string, problem: (code: string) => string | null) {
  return z
    .string()
    .optional()
    .transform((value) => normalise(value ?? ''))
    .superRefine((value, context) => {
      const found = value === '' ? null : problem(value);
      if (found) context.addIssue({ code: 'custom', message: found });
    });
}

/** A GSTIN, checked as the tax portal would (its shape, state code and check character). */
export const optionalGstinField = optionalCode(normaliseGstin, gstinProblem);

/** A bank branch's IFSC. */
export const optionalIfscField = optionalCode(normaliseIfsc, ifscProblem);

/** A UPI ID (a VPA, `name@bank`). */
export const optionalUpiIdField = optionalCode(normaliseVpa, vpaProblem);

/** A bank account number: 9 to 18 digits, spaces dropped. */
export const optionalAccountNumberField = z
  .string()
  .optional()
  .transform((value) => (value ?? '').replace(/\s+/g, ''))
  .refine((value) => value === '' || /^\d{9,18}$/.test(value), 'An account number is 9 to 18 digits');
