import { describe, expect, it } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry';
import { bookingFormSchema, newBookingValues } from './booking-form';

const FORM = {
  inquiryId: '0b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11',
  celebrityId: '1b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11',
  start: '2027-02-14',
  end: '2027-02-14',
  venue: '',
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27', gstin: '' },
  venueState: '27',
  exemptionReason: '',
};
const line = (rate: string) => ({ kind: 'artist_fee' as const, description: 'Show', quantity: 1, rate, sac: '' });

describe('bookingFormSchema', () => {
  it('turns each line’s typed rupees into paise, and sends no total of its own', () => {
    const parsed = bookingFormSchema.parse({ ...FORM, lines: [line('2,36,000.50')] });
    expect(parsed.lines).toEqual([expect.objectContaining({ kind: 'artist_fee', ratePaise: 23_600_050 })]);
    expect(parsed).not.toHaveProperty('totalPaise');
  });

  it('refuses a rate that is not an amount, no lines, and days that run backwards, on their fields', () => {
    const wrong = bookingFormSchema.safeParse({ ...FORM, end: '2027-02-13', lines: [line('two lakh')] });
    expect(wrong.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['end', 'lines.0.rate']);
    const none = bookingFormSchema.safeParse({ ...FORM, lines: [] });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual(['Add at least one line']);
  });
});

describe('newBookingValues', () => {
  const inquiry = {
    _id: FORM.inquiryId,
    name: 'Asha Rao',
    eventDate: '2027-02-14',
    eventLocation: 'Pune',
    companyName: null,
    gstin: null,
    billingState: null,
  } as Inquiry;

  it('bills the customer by name when they named no company', () => {
    expect(newBookingValues(inquiry, FORM.celebrityId).customer).toEqual({
      name: 'Asha Rao',
      address: '',
      state: '',
      gstin: '',
    });
  });

  it('bills the company the customer named, with its GSTIN and billing state (issue 41)', () => {
    const values = newBookingValues(
      { ...inquiry, companyName: 'Sahyadri Events Pvt Ltd', gstin: '27AAPFU0939F1ZV', billingState: '27' },
      FORM.celebrityId,
    );
    expect(values.customer).toEqual({
      name: 'Sahyadri Events Pvt Ltd',
      address: '',
      state: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(values).toMatchObject({ start: '2027-02-14', end: '2027-02-14', venue: 'Pune' });
  });
});
