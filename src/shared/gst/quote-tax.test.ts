import { describe, expect, it } from 'vitest';
import { gstRateOn, paymentSchedule, percentOf, placeOfSupplyOf, quoteTax, type DatedGstRate } from './quote-tax';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const fee = (ratePaise: number, quantity = 1) => ({ quantity, ratePaise, reimbursement: false });
const atCost = (ratePaise: number) => ({ quantity: 1, ratePaise, reimbursement: true });

describe('quoteTax', () => {
  it.each([
    {
      name: 'intra-state: CGST 9 % + SGST 9 %',
      lines: [fee(20_000_000)],
      placeOfSupply: MAHARASHTRA,
      exempt: false,
      expected: {
        taxablePaise: 20_000_000,
        cgstPaise: 1_800_000,
        sgstPaise: 1_800_000,
        igstPaise: 0,
        totalPaise: 23_600_000,
      },
    },
    {
      name: 'inter-state: IGST 18 %',
      lines: [fee(20_000_000)],
      placeOfSupply: KARNATAKA,
      exempt: false,
      expected: { taxablePaise: 20_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 3_600_000, totalPaise: 23_600_000 },
    },
    {
      name: 'a reimbursement at actual cost stays out of the taxable value',
      lines: [fee(10_000_000), fee(1_500_000), atCost(4_250_050)],
      placeOfSupply: KARNATAKA,
      exempt: false,
      expected: {
        taxablePaise: 11_500_000,
        reimbursementPaise: 4_250_050,
        igstPaise: 2_070_000,
        totalPaise: 11_500_000 + 2_070_000 + 4_250_050,
      },
    },
    {
      name: 'an exempt override charges no tax',
      lines: [fee(20_000_000)],
      placeOfSupply: MAHARASHTRA,
      exempt: true,
      expected: {
        taxablePaise: 20_000_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        taxPaise: 0,
        totalPaise: 20_000_000,
      },
    },
    {
      name: 'rounding half up to the paisa on the whole taxable value (9 % of 5.50 is 0.495)',
      lines: [fee(550)],
      placeOfSupply: MAHARASHTRA,
      exempt: false,
      expected: { cgstPaise: 50, sgstPaise: 50, totalPaise: 650 },
    },
    {
      name: 'lines summed before the tax, never taxed one by one',
      // Each 2.50 at 9 % is 0.225, which would round to 0.23 twice (0.46); on 5.00 it is 0.45.
      lines: [fee(250), fee(125, 2)],
      placeOfSupply: MAHARASHTRA,
      exempt: false,
      expected: { taxablePaise: 500, cgstPaise: 45, sgstPaise: 45, totalPaise: 590 },
    },
  ])('$name', ({ lines, placeOfSupply, exempt, expected }) => {
    const tax = quoteTax({ lines, agencyState: MAHARASHTRA, placeOfSupply, basisPoints: 1800, exempt });
    expect(tax).toMatchObject(expected);
    expect(tax.totalPaise).toBe(tax.taxablePaise + tax.taxPaise + tax.reimbursementPaise);
  });

  it('states the supply and the rates it applied', () => {
    const intra = quoteTax({
      lines: [fee(100)],
      agencyState: '27',
      placeOfSupply: '27',
      basisPoints: 1800,
      exempt: false,
    });
    expect(intra).toMatchObject({
      supply: 'intra-state',
      cgstBasisPoints: 900,
      sgstBasisPoints: 900,
      igstBasisPoints: 0,
    });
    const inter = quoteTax({
      lines: [fee(100)],
      agencyState: '27',
      placeOfSupply: '07',
      basisPoints: 1800,
      exempt: false,
    });
    expect(inter).toMatchObject({ supply: 'inter-state', cgstBasisPoints: 0, igstBasisPoints: 1800 });
  });

  it('keeps each line with its amount', () => {
    const tax = quoteTax({
      lines: [fee(12_345, 2)],
      agencyState: '27',
      placeOfSupply: '27',
      basisPoints: 1800,
      exempt: false,
    });
    expect(tax.lines[0]?.amountPaise).toBe(24_690);
  });
});

describe('percentOf', () => {
  it('rounds half up and stays exact for large amounts', () => {
    expect(percentOf(5, 1000)).toBe(1); // 0.5 -> 1
    expect(percentOf(4, 1000)).toBe(0); // 0.4 -> 0
    expect(percentOf(1_000_000_000_000, 1800)).toBe(180_000_000_000);
  });
});

describe('gstRateOn', () => {
  const table: DatedGstRate[] = [
    { from: '2017-07-01', basisPoints: 1800 },
    { from: '2027-04-01', basisPoints: 1200 },
  ];
  it('takes the rate in force on the day, so a change on a date leaves earlier quotes as they were', () => {
    expect(gstRateOn('2026-11-27', table)).toBe(1800);
    expect(gstRateOn('2027-03-31', table)).toBe(1800);
    expect(gstRateOn('2027-04-01', table)).toBe(1200);
    expect(gstRateOn('2026-11-27')).toBe(1800);
  });

  it('has no rate before GST began', () => {
    expect(() => gstRateOn('2017-06-30', table)).toThrow(RangeError);
  });
});

describe('placeOfSupplyOf', () => {
  it('is the registered customer’s state, otherwise the venue’s', () => {
    expect(placeOfSupplyOf({ gstin: '27AAPFU0939F1ZV', state: '27' }, '29')).toBe('27');
    expect(placeOfSupplyOf({ gstin: null, state: '27' }, '29')).toBe('29');
  });
});

describe('paymentSchedule', () => {
  it('splits the total into the advance and the balance, to the paisa', () => {
    expect(paymentSchedule(23_600_000, 50)).toEqual({ advancePaise: 11_800_000, balancePaise: 11_800_000 });
    expect(paymentSchedule(101, 50)).toEqual({ advancePaise: 51, balancePaise: 50 });
    expect(paymentSchedule(1_000, 0)).toEqual({ advancePaise: 0, balancePaise: 1_000 });
    expect(paymentSchedule(1_000, 100)).toEqual({ advancePaise: 1_000, balancePaise: 0 });
  });
});
