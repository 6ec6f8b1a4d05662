interface FormAlertProps {
  /** What went wrong; nothing is drawn without it. */
  message: string | undefined;
  /** Spacing from what stands above it. */
  className?: string;
}

/**
 * A form's error that belongs to no single field (the server's `root.server` error), shown
 * above its buttons. role="alert" has it read out as soon as it appears.
 */
export function FormAlert({ message, className = '' }: FormAlertProps) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-50 px-3.5 py-2.5 text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}
