interface RequiredFieldsNoteProps {
  /** Spacing from what stands above it. */
  className?: string;
}

/**
 * The line that opens a form and explains the red asterisk beside required labels. The asterisk
 * is hidden from screen readers, which hear "with an asterisk" instead of a bare symbol.
 */
export function RequiredFieldsNote({ className = '' }: RequiredFieldsNoteProps) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      Fields marked{' '}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}
