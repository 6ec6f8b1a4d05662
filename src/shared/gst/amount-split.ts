/**
 * How a part of a total divides like the total (issue 22): a payment of 40% of a quote is 40% of
 * its taxable value, 40% of each tax and 40% of its reimbursements. Used for the tax a receipt
 * voucher shows on an advance, a refund voucher gives back and a credit note reverses.
 */

export interface AmountSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  reimbursementPaise: number;
}

const PARTS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'reimbursementPaise'] as const;

/** The sum of a split's parts: what it comes to in all. */
export function splitTotal(split: AmountSplit): number {
  return PARTS.reduce((sum, part) => sum + split[part], 0);
}

/**
 * `amountPaise` divided in the proportions of `whole`, in whole paise that add up to it exactly:
 * each part is rounded down, and the paise left over go to the parts that lost the most to the
 * rounding (the largest remainders, the earlier part on a tie). BigInt keeps the products exact.
 */
export function splitLike(amountPaise: number, whole: AmountSplit): AmountSplit {
  const total = splitTotal(whole);
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`not an amount: ${amountPaise}`);
  if (total <= 0) throw new RangeError('a split of nothing has no proportions');
  const amount = BigInt(amountPaise);
  const exact = PARTS.map((part) => BigInt(whole[part]) * amount);
  const floors = exact.map((product) => product / BigInt(total));
  let left = amountPaise - floors.reduce((sum, value) => sum + Number(value), 0);
  const byRemainder = PARTS.map((_, index) => index).sort((a, b) => {
    const ra = exact[a]! % BigInt(total);
    const rb = exact[b]! % BigInt(total);
    return ra === rb ? a - b : rb > ra ? 1 : -1;
  });
  const result = floors.map(Number);
  for (const index of byRemainder) {
    if (left === 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return {
    taxablePaise: result[0]!,
    cgstPaise: result[1]!,
    sgstPaise: result[2]!,
    igstPaise: result[3]!,
    reimbursementPaise: result[4]!,
  };
}

/**
 * Rule 50's fallback for an advance whose supply is not yet settled (a deal agreed by phone, with
 * no quote): tax at 18% as an inter-state supply, the amount received including it.
 */
export const UNSETTLED_SUPPLY_BASIS_POINTS = 1800;

export function inclusiveIgstSplit(amountPaise: number, basisPoints = UNSETTLED_SUPPLY_BASIS_POINTS): AmountSplit {
  const taxable = Math.round((amountPaise * 10_000) / (10_000 + basisPoints));
  return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: amountPaise - taxable, reimbursementPaise: 0 };
}
