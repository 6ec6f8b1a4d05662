/* The artist's side of a booking's money (issue 39): payee details, payouts and the TDS register. */
import { STAFF_PAYMENT_MODES } from './billing.js';

/** How the agency pays an artist: the modes staff record for money moved by hand. */
export const PAYOUT_MODES = STAFF_PAYMENT_MODES;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/** The TDS a payee's payouts bear: 194J (professional), 194C (contract), or none, with a reason. */
export const PAYEE_TDS_SECTIONS = ['194J', '194C', 'none'] as const;
export type PayeeTdsSection = (typeof PAYEE_TDS_SECTIONS)[number];
export const PAYEE_TDS_SECTION_LABELS: Record<PayeeTdsSection, string> = {
  '194J': '194J: fees for professional services (10%)',
  '194C': '194C: payments to contractors (1% individual or HUF, 2% otherwise)',
  none: 'None (say why)',
};

/** The quarters of India's financial year, April to March. */
export const TDS_QUARTERS = [1, 2, 3, 4] as const;
export type TdsQuarter = (typeof TDS_QUARTERS)[number];
