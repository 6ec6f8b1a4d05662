import type { PayoutMode, PayeeTdsSection } from '../constants/payouts.js';

export interface Payee {
  celebrityId: string;
  legalName: string;
  pan: string;
  gstin: string;
  bankAccount: string;
  ifsc: string;
  upiId: string;
  individual: boolean;
  commissionPercent: number;
  tdsSection: PayeeTdsSection;
  tdsNoneReason: string;
  contactEmail: string;
  masked: boolean;
  updatedAt: string;
}

export interface Settlement {
  bookingId: string;
  grossPaise: number;
  commissionPercent: number;
  commissionPaise: number;
  commissionReason: string;
  costsPaise: number;
  tdsSection: string | null;
  tdsPaise: number;
  netPaise: number;
  paidOutPaise: number;
  balancePaise: number;
  hasPayee: boolean;
}

export interface Payout {
  _id: string;
  number: string;
  date: string;
  mode: PayoutMode;
  reference: string;
  amountPaise: number;
  tdsPaise: number;
  netPaise: number;
  tdsSection: string | null;
  explanation: string;
}

export interface RecordedPayout {
  number: string;
  payout: Payout;
}

export interface TdsPreview {
  tdsPaise: number;
  netPaise: number;
  rateBasisPoints: number;
  sectionLabel: string | null;
  explanation: string;
}

export interface TdsRegisterRow {
  payoutId: string;
  number: string;
  payeeName: string;
  pan: string;
  section: string;
  date: string;
  amountPaidPaise: number;
  rateBasisPoints: number;
  tdsPaise: number;
}

export interface TdsRegisterMonth {
  month: string;
  amountPaidPaise: number;
  tdsPaise: number;
  dueOn: string;
}

export interface TdsRegister {
  fy: string;
  rows: TdsRegisterRow[];
  months: TdsRegisterMonth[];
  totalTdsPaise: number;
}
