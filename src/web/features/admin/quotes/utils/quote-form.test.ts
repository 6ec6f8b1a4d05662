import { describe, expect, it } from 'vitest';
import { DEFAULT_SAC } from '#shared/gst/quote-tax';
import { paiseFromText } from '#shared/money';
import { quoteInputSchema } from '#shared/schemas/quote';
import { EMPTY_BUSINESS_DETAILS } from '#shared/schemas/business-details';
import {
  newQuoteValues,
  quoteFormSchema,
  quoteFormValuesOf,
  quoteInputOf,
  type QuoteFormSource,
  type QuoteFormValues,
} from './quote-form';

/** A draft as the API answers it, the fields the form shows (the server's figures do not matter to it). */
function draft(change: Partial<QuoteFormSource> = {}): QuoteFormSource {
  return {
    customer: { name: 'Mehta Events LLP', address: '12 MG Road\nBengaluru 560001', state: '29', gstin: '' },
    venueState: '29',
    exemptionReason: '',
    lines: [
      {
        kind: 'artist_fee',
        description: 'Performance, 90 minutes',
        quantity: 1,
        ratePaise: 15_000_050,
        amountPaise: 15_000_050,
        sac: DEFAULT_SAC.artist_fee,
        reimbursement: false,
      },
      {
        kind: 'travel',
        description: 'Flights for two',
        quantity: 2,
        ratePaise: 1_250_000,
        amountPaise: 2_500_000,
        sac: '996411',
        reimbursement: true,
      },
    ],
    validUntil: '2099-03-31',
    rider: {
      travelClass: 'Business class',
      travellers: 2,
      hotelCategory: 'Five-star',
      groundTransport: 'Two sedans',
      otherRequirements: 'A green room',
    },
    advancePercent: 50,
    balanceDueDays: 7,
    ...change,
  };
}

/** The form's values as the API would take them (what Save sends). */
function inputOf(values: QuoteFormValues) {
  return quoteInputOf(quoteFormSchema.parse(values));
}

describe('quoteFormValuesOf', () => {
  it('fills the form with the draft: customer, venue, lines, rider and terms', () => {
    expect(quoteFormValuesOf(draft())).toEqual({
      customer: { name: 'Mehta Events LLP', address: '12 MG Road\nBengaluru 560001', state: '29', gstin: '' },
      venueState: '29',
      lines: [
        {
          kind: 'artist_fee',
          description: 'Performance, 90 minutes',
          quantity: 1,
          rate: '1,50,000.50',
          sac: '',
          reimbursement: false,
        },
        {
          kind: 'travel',
          description: 'Flights for two',
          quantity: 2,
          rate: '12,500',
          sac: '996411',
          reimbursement: true,
        },
      ],
      validUntil: '2099-03-31',
      rider: {
        travelClass: 'Business class',
        travellers: 2,
        hotelCategory: 'Five-star',
        groundTransport: 'Two sedans',
        otherRequirements: 'A green room',
      },
      advancePercent: 50,
      balanceDueDays: 7,
      exemptionReason: '',
    } satisfies QuoteFormValues);
  });

  it('keeps the customer’s GSTIN and the exemption reason', () => {
    const values = quoteFormValuesOf(
      draft({
        customer: { name: 'Acme', address: 'Mumbai', state: '27', gstin: '27AAPFU0939F1ZV' },
        exemptionReason: 'A charity event',
      }),
    );
    expect(values.customer.gstin).toBe('27AAPFU0939F1ZV');
    expect(values.exemptionReason).toBe('A charity event');
  });

  it('passes the form’s own check as it is', () => {
    expect(quoteFormSchema.safeParse(quoteFormValuesOf(draft())).success).toBe(true);
  });

  it('sends the draft back unchanged when nothing is changed', () => {
    const quote = draft();
    const input = quoteInputSchema.parse(inputOf(quoteFormValuesOf(quote)));
    expect(input.lines).toEqual(
      quote.lines.map(({ kind, description, quantity, ratePaise, sac, reimbursement }) => ({
        kind,
        description,
        quantity,
        ratePaise,
        sac,
        reimbursement,
      })),
    );
    expect(input.customer).toEqual(quote.customer);
    expect(input.venueState).toBe(quote.venueState);
    expect(input.rider).toEqual(quote.rider);
    expect(input).toMatchObject({
      validUntil: quote.validUntil,
      advancePercent: quote.advancePercent,
      balanceDueDays: quote.balanceDueDays,
      exemptionReason: quote.exemptionReason,
    });
  });
});

describe('form → input → form', () => {
  /** The draft the server keeps for an input: its SAC filled in by the shared schema. */
  function savedDraft(values: QuoteFormValues): QuoteFormSource {
    const input = quoteInputSchema.parse(inputOf(values));
    return draft({
      customer: input.customer,
      venueState: input.venueState,
      lines: input.lines.map((line) => ({ ...line, amountPaise: line.ratePaise * line.quantity })),
      validUntil: input.validUntil ?? '',
      rider: input.rider,
      advancePercent: input.advancePercent ?? 0,
      balanceDueDays: input.balanceDueDays ?? 0,
      exemptionReason: input.exemptionReason,
    });
  }

  it('gives the form back as typed, the rates in the form’s own grouping', () => {
    const typed: QuoteFormValues = {
      customer: { name: 'Acme Weddings', address: 'Indiranagar\nBengaluru', state: '29', gstin: '' },
      venueState: '27',
      lines: [
        {
          kind: 'artist_fee',
          description: 'Performance',
          quantity: 1,
          rate: '1,50,000.50',
          sac: '',
          reimbursement: false,
        },
        {
          kind: 'agency_fee',
          description: 'Management',
          quantity: 1,
          rate: '20,000',
          sac: '998599',
          reimbursement: false,
        },
        { kind: 'accommodation', description: 'Hotel', quantity: 3, rate: '8,000.05', sac: '', reimbursement: true },
      ],
      validUntil: '2099-12-31',
      rider: { travelClass: '', travellers: 0, hotelCategory: '', groundTransport: '', otherRequirements: '' },
      advancePercent: 40,
      balanceDueDays: 10,
      exemptionReason: '',
    };
    expect(quoteFormValuesOf(savedDraft(typed))).toEqual(typed);
  });

  it('gives a rate typed another way back in the form’s grouping, the same paise', () => {
    const typed: QuoteFormValues = {
      ...quoteFormValuesOf(draft()),
      lines: [{ kind: 'other', description: 'Sound', quantity: 1, rate: '₹ 150000.5', sac: '', reimbursement: false }],
    };
    const back = quoteFormValuesOf(savedDraft(typed));
    expect(back.lines[0]?.rate).toBe('1,50,000.50');
    expect(inputOf(back)).toEqual(inputOf(typed));
  });

  it('keeps a SAC typed for the line, and leaves the kind’s default empty', () => {
    const values = quoteFormValuesOf(
      draft({
        lines: [
          { ...draft().lines[0]!, kind: 'agency_fee', sac: DEFAULT_SAC.agency_fee },
          { ...draft().lines[0]!, kind: 'agency_fee', sac: DEFAULT_SAC.artist_fee },
        ],
      }),
    );
    expect(values.lines.map((line) => line.sac)).toEqual(['', DEFAULT_SAC.artist_fee]);
  });
});

describe('newQuoteValues', () => {
  const start = {
    inquiry: {
      name: 'Ritika Mehta',
      eventLocation: 'Rambagh Palace, Jaipur',
      companyName: null,
      gstin: null,
      billingState: null,
    },
    listedPrice: 1_500_000,
    business: EMPTY_BUSINESS_DETAILS,
    validUntil: '2099-01-10',
  };

  it('starts from what the product knows: the billing name, the venue’s state and the listed price', () => {
    const values = newQuoteValues(start);
    expect(values.customer).toEqual({ name: 'Ritika Mehta', address: '', state: '', gstin: '' });
    expect(values.venueState).toBe('08');
    expect(values.lines[0]).toMatchObject({ kind: 'artist_fee', rate: '15,00,000', quantity: 1 });
    expect(values.lines[1]).toMatchObject({ kind: 'agency_fee', rate: '' });
    expect(values.validUntil).toBe('2099-01-10');
    expect(values.advancePercent).toBe(EMPTY_BUSINESS_DETAILS.advancePercent);
    // The listed price is read back as the same paise when the draft is saved.
    expect(paiseFromText(values.lines[0]?.rate ?? '')).toBe(150_000_000);
  });

  it('bills the company the customer named, with its GSTIN and billing state (issue 41)', () => {
    const values = newQuoteValues({
      ...start,
      inquiry: { ...start.inquiry, companyName: 'Mehta Events LLP', gstin: '27AAPFU0939F1ZV', billingState: '27' },
    });
    expect(values.customer).toEqual({ name: 'Mehta Events LLP', address: '', state: '27', gstin: '27AAPFU0939F1ZV' });
    // The venue's state still comes from where the event is.
    expect(values.venueState).toBe('08');
  });

  it('leaves the fee and the venue’s state to staff when the product does not know them', () => {
    const values = newQuoteValues({
      ...start,
      inquiry: { ...start.inquiry, eventLocation: 'Our farmhouse' },
      listedPrice: null,
    });
    expect(values.venueState).toBe('');
    expect(values.lines[0]?.rate).toBe('');
  });
});
