/** The profile's shape while it loads, so nothing jumps when it arrives. */
export function CelebrityDetailSkeleton() {
  return (
    <div role="status" className="bg-gradient-to-b from-brand-50 to-white">
      <span className="sr-only">Loading celebrity details</span>
      <div aria-hidden="true" className="mx-auto max-w-7xl animate-pulse px-4 pt-6 pb-16 sm:px-6 lg:px-8">
        <div className="h-5 w-40 rounded bg-brand-100" />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <div className="mx-auto aspect-[4/5] w-full max-w-md rounded-3xl bg-brand-100 lg:max-w-none" />
          <div className="space-y-5">
            <div className="flex gap-3">
              <div className="h-7 w-24 rounded-full bg-brand-100" />
              <div className="h-7 w-16 rounded-full bg-brand-100" />
            </div>
            <div className="h-12 w-3/4 rounded-lg bg-brand-100" />
            <div className="space-y-2.5">
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="h-16 rounded-xl bg-slate-100" />
              <div className="h-16 rounded-xl bg-slate-100" />
              <div className="h-16 rounded-xl bg-slate-100" />
            </div>
            <div className="h-48 rounded-2xl bg-brand-100" />
          </div>
        </div>
      </div>
    </div>
  );
}
