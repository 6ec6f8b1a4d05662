import { IndianRupee } from 'lucide-react';
import { formatCelebrityPrice } from '#shared/format';

/** SPEC §2: the rupee amount (or Price on Demand) and "Per appearance". */
export function CelebrityPriceCard({ celebrity }: { celebrity: { price: number | null; priceOnDemand: boolean } }) {
  return (
    <section
      aria-labelledby="celebrity-price-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white shadow-lg shadow-brand-900/20"
    >
      <h2
        id="celebrity-price-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-100 uppercase"
      >
        <IndianRupee className="size-4" aria-hidden="true" />
        Price
      </h2>
      <p className="mt-2 text-3xl font-bold tracking-tight">{formatCelebrityPrice(celebrity)}</p>
      <p className="mt-1 text-sm text-brand-100">Per appearance</p>
    </section>
  );
}
