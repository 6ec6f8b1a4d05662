/**
 * A grey stand-in with a card's exact box (image ratio, padding, line heights), shown while the
 * first page loads so the cards land in space already taken: no layout shift when they arrive.
 */
export function CelebrityCardSkeleton() {
  return (
    <div className="flex w-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 shadow-brand-900/5 ring-brand-100 motion-reduce:animate-none">
      <div className="aspect-[4/5] bg-brand-100/70" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-6 w-1/2 rounded-full bg-slate-100" />
        <div className="h-5 w-3/4 rounded bg-slate-100" />
        <div className="h-5 w-1/2 rounded bg-slate-100" />
        <div className="h-6 w-4/5 rounded-full bg-slate-100" />
        <div className="mt-auto border-t border-slate-100 pt-3">
          <div className="h-6 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
