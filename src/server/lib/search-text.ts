/**
 * The text a list search matches: its parts lower-cased, one per line, so a search term
 * never matches across two parts (a name's end and a specialty's start).
 */
export function searchTextOf(parts: readonly string[]): string {
  return parts.map((part) => part.toLowerCase().replace(/\n/g, ' ')).join('\n');
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A phone number's digits alone: "+91 98765-43210" and "9876543210" both search as digits. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * What the inquiry search matches: name, celebrity, event type, e-mail and the phone's digits
 * (migration 0003 builds the same for older rows).
 */
export function inquirySearchText(inquiry: {
  name: string;
  celebrityName: string;
  eventType: string;
  email: string;
  phoneNumber: string;
}): string {
  return searchTextOf([
    inquiry.name,
    inquiry.celebrityName,
    inquiry.eventType,
    inquiry.email,
    digitsOf(inquiry.phoneNumber),
  ]);
}

/**
 * What the outbox search matches: the reference of the e-mail's inquiry (the subject does not
 * always carry it), each recipient and the subject (migration 0024 builds the same for older rows).
 */
export function emailSearchText(email: { reference: string | null; recipients: string[]; subject: string }): string {
  return searchTextOf([...(email.reference ? [email.reference] : []), ...email.recipients, email.subject]);
}
