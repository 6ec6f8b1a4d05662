/**
 * The look of every text-like control of the kit (input, select, textarea): a clear border,
 * a red one when `aria-invalid`, and the global focus ring.
 */
export const CONTROL_CLASSES =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 aria-invalid:bg-red-50/40 sm:text-sm';
