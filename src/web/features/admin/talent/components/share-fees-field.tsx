import type { UseFormRegisterReturn } from 'react-hook-form';

/** "Share fees": whether the talent sees their earnings and statement in the portal. */
export function ShareFeesField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm font-medium text-slate-800">
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          {...registration}
          className="size-5 cursor-pointer rounded border-slate-300 accent-brand-700"
        />
        Share fees
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        They see each booking’s gross fee, commission, TDS, net and payments, and the year’s statement.
      </p>
    </div>
  );
}
