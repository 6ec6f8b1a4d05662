import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi } from './admin';

/** The business details every quote needs: the same values the settings journey types in. */
export const BUSINESS = {
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
  termsMarkdown: '1. The artist’s fee covers one performance.\n2. Travel is at actual cost.',
};

/** Saves BUSINESS as the demo admin, so a quote can be sent. */
export async function saveBusinessDetails(request: APIRequestContext): Promise<void> {
  const admin = await loginThroughApi(request, DEMO_ADMIN);
  const saved = await request.put('/api/site/business', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: BUSINESS,
  });
  expect(saved.status()).toBe(200);
}
