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
