import { YEARS_PLACEHOLDER } from '#shared/site-content-basics';

/** A team member's bio with every `{years}` replaced by the agency's years in words ("over {years} years"). */
export function withYears(text: string, yearsInWords: string): string {
  return text.replaceAll(YEARS_PLACEHOLDER, yearsInWords);
}
