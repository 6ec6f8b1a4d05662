/**
 * What an inquiry is about, in words: the celebrity for a booking; for a general inquiry,
 * "General inquiry", with the package it was started from ("General inquiry: Gold package").
 */
export function inquiryTopic(inquiry: { kind: string; celebrityName: string; packageName: string | null }): string {
  if (inquiry.kind !== 'general') return inquiry.celebrityName;
  return inquiry.packageName ? `General inquiry: ${inquiry.packageName}` : 'General inquiry';
}
