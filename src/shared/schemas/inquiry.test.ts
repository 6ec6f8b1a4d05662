import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../calendar-days.js';
import { indianDay } from '../format.js';
import { inquiryFormSchema, inquiryInputSchema } from './inquiry.js';

const booking = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+91 98765 43210',
  eventType: 'Corporate Event',
  eventDate: addCalendarDays(indianDay(), 60),
  eventLocation: 'Pune',
  celebrity: '0b7f1d4e-5c8a-4f7e-9d3b-2a1c6e8f0a12',
  consent: true,
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('what a quote needs, on an inquiry (issue 41)', () => {
  it('may be left out: a booking without them is as it was', () => {
    const parsed = inquiryInputSchema.parse(booking);
    expect(parsed).toMatchObject({ companyName: '', gstin: '' });
    expect(parsed.budgetPaise).toBeUndefined();
    expect(parsed.guests).toBeUndefined();
    expect(parsed.billingState).toBeUndefined();
  });

  it('takes the budget in paise and the guests, company, GSTIN and billing state in the API', () => {
    const parsed = inquiryInputSchema.parse({
      ...booking,
      budgetPaise: 50_000_000,
      guests: 250,
      companyName: '  Sahyadri Events Pvt Ltd ',
      gstin: ' 27aapfu0939f1zv ',
      billingState: '27',
    });
    expect(parsed).toMatchObject({
      budgetPaise: 50_000_000,
      guests: 250,
      companyName: 'Sahyadri Events Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      billingState: '27',
    });
  });

  it('reads the form: the budget typed in rupees, the guests as typed, blanks left out', () => {
    const parsed = inquiryFormSchema.parse({
      ...booking,
      budgetPaise: '₹ 5,00,000',
      guests: '1,200',
      billingState: '',
    });
    expect(parsed.budgetPaise).toBe(50_000_000);
    expect(parsed.guests).toBe(1200);
    expect(parsed.billingState).toBeUndefined();
    const blank = inquiryFormSchema.parse({ ...booking, budgetPaise: ' ', guests: '' });
    expect(blank.budgetPaise).toBeUndefined();
    expect(blank.guests).toBeUndefined();
    // What the form sends, the API reads the same.
    expect(inquiryInputSchema.parse(parsed)).toEqual(parsed);
  });

  it('refuses what is not a budget or a number of guests, in words for the field', () => {
    expect(messagesOf(inquiryFormSchema.safeParse({ ...booking, budgetPaise: 'ten lakh', guests: '2.5' }))).toEqual([
      ['budgetPaise', 'Type the budget in rupees, for example 5,00,000'],
      ['guests', 'Type the number of guests, for example 250'],
    ]);
    expect(messagesOf(inquiryInputSchema.safeParse({ ...booking, budgetPaise: 50, guests: 0 }))).toEqual([
      ['budgetPaise', 'The budget must be at least ₹1'],
      ['guests', 'The number of guests must be at least 1'],
    ]);
    expect(messagesOf(inquiryInputSchema.safeParse({ ...booking, budgetPaise: 12.5 }))).toEqual([
      ['budgetPaise', 'The budget is a whole number of paise'],
    ]);
  });

  it('checks the GSTIN as the tax portal would, with its check character', () => {
    expect(messagesOf(inquiryInputSchema.safeParse({ ...booking, gstin: '27AAPFU0939F1ZA' }))).toEqual([
      ['gstin', 'This GSTIN’s last character does not match: check it for a typing mistake'],
    ]);
  });

  it("holds the billing state to the GSTIN's, and takes it from the GSTIN when left out", () => {
    expect(
      messagesOf(inquiryInputSchema.safeParse({ ...booking, gstin: '27AAPFU0939F1ZV', billingState: '29' })),
    ).toEqual([['billingState', 'The GSTIN is registered in 27 Maharashtra: choose that state']]);
    expect(inquiryInputSchema.parse({ ...booking, gstin: '24AAACC1206D1ZM' }).billingState).toBe('24');
    expect(messagesOf(inquiryInputSchema.safeParse({ ...booking, billingState: '99' }))).toEqual([
      ['billingState', 'Choose a state or union territory from the list'],
    ]);
  });
});
