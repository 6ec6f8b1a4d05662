import { ActionButton, PrivateLinkNote } from './email-layout.js';

/** The customer's private link to their quote: it can accept the quote, so the warning says so. */
export function QuoteLinkSection({ statusUrl, label }: { statusUrl: string; label: string }) {
  return (
    <>
      <ActionButton href={statusUrl}>{label}</ActionButton>
      <PrivateLinkNote
        href={statusUrl}
        warning="Keep this link to yourself: anyone who has it can read your quote and answer it."
      />
    </>
  );
}
