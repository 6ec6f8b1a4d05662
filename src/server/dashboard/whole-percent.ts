/**
 * `part` of `total` as a whole percent, rounded down, so 100% means every one and 0% none;
 * null when there is nothing to judge.
 */
export function wholePercentOf(part: number, total: number): number | null {
  if (total === 0) return null;
  // part * 100 is an exact integer: one division, then down to the whole percent.
  return Math.floor((part * 100) / total);
}
