/*
 * The agency's business details the tests and benchmarks save: kept apart from the fixtures,
 * which need the test runner, so a benchmark script can read them too.
 */

/** Business details with everything a quote prints, as an admin saves them (`PUT /api/site/business`). */
export const SELLER_DETAILS = {
  legalName: 'Starline Talent Management Private Limited',
  tradingName: 'Starline Talent',
  gstin: '27AAPFU0939F1ZV',
  address: {
    street: 'Office 1204, Seawoods Grand Central Tower 2',
    city: 'Navi Mumbai',
    state: '27',
    pinCode: '400706',
  },
  signatoryName: 'Asha Rao',
  bank: {
    accountName: 'Starline Talent Management Pvt Ltd',
    accountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
  },
  termsMarkdown: '## General\n- The fee covers one performance of **90 minutes**.\n- Travel is at actual cost.',
};
