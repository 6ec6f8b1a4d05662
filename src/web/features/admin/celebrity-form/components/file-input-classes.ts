/** A native file input in the kit's style: the browse button looks like an outline button. */
export const FILE_INPUT_CLASSES =
  'block w-full min-w-0 cursor-pointer rounded-lg text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-brand-200 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 file:transition-colors hover:file:border-brand-300 hover:file:bg-brand-50 aria-invalid:file:border-red-400';
