import { CARD_BODY, CARD_IMAGE_BOX, CARD_PLACE_LINE } from './card-box';

/**
 * A grey stand-in with a card's exact box (image ratio, padding, line heights), shown while the
 * first page loads so the cards land in space already taken: no layout shift when they arrive.
 */
export function CelebrityCardSkeleton() {
  return (
    <div className="flex w-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 shadow-brand-900/5 ring-brand-100 motion-reduce:animate-none">
      <div className={`bg-brand-100/70 ${CARD_IMAGE_BOX}`} />
      <div className={`flex flex-1 flex-col ${CARD_BODY}`}>
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="h-6 w-1/2 rounded-full bg-slate-100" />
        <div className={CARD_PLACE_LINE}>
          <div className="h-5 w-2/5 rounded bg-slate-100 sm:w-3/4" />
          <div className="h-5 w-1/3 rounded bg-slate-100 sm:w-1/2" />
        </div>
        <div className="h-6 w-4/5 rounded-full bg-slate-100" />
        <div className="mt-auto border-t border-slate-100 pt-2 sm:pt-3">
          <div className="h-6 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
