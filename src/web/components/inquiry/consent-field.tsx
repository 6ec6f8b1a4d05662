import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAGES } from '#shared/pages';

interface ConsentFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * The privacy notice's consent (India's DPDP Act 2023): required, never ticked in advance, with
 * the notice one link away (it opens in a new tab, so the typed form is not lost).
 */
export function ConsentField({ id, registration, error }: ConsentFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600"
          {...registration}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          I agree that Starline Talent may use these details to answer my inquiry, as the{' '}
          <a
            href={PAGES.privacy.getHref()}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Privacy Policy
          </a>{' '}
          explains.
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
