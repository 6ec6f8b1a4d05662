/** An e-mail address that opens the mail app, in the kit's link colours. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline">
      {email}
    </a>
  );
}
