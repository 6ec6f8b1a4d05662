import { toWords } from 'to-words/en-IN';

/** "Thirty Six" as an invoice writes it, "Thirty-Six": the tens and units of a number joined. */
function hyphenateTens(words: string): string {
  return words.replace(
    /\b(Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety) (One|Two|Three|Four|Five|Six|Seven|Eight|Nine)\b/g,
    '$1-$2',
  );
}

/** A whole number in Indian English words (lakh, crore): 236000 -> "Two Lakh Thirty-Six Thousand". */
function numberInWords(value: number): string {
  return hyphenateTens(toWords(value));
}

/**
 * An amount as an Indian invoice writes it in words, from whole paise (rupees and paise are
 * converted apart, as integers): 23600000 -> "Rupees Two Lakh Thirty-Six Thousand Only",
 * 150075 -> "Rupees One Thousand Five Hundred and Seventy-Five Paise Only". The words come from
 * `to-words` (Indian English numbering).
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest > 0 ? ` and ${numberInWords(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
