/** An e-mail's recipients, one address a line, broken inside an address only when it must be. */
export function RecipientList({ recipients }: { recipients: string[] }) {
  return (
    <span className="block wrap-anywhere">
      {recipients.map((address) => (
        <span key={address} className="block">
          {address}
        </span>
      ))}
    </span>
  );
}
