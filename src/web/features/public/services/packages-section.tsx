import { Check } from 'lucide-react';
import { formatPrice } from '#shared/format';
import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { GeneralInquiryButton } from '#web/components/inquiry/general-inquiry-button';
import { useSiteContent } from '#web/lib/site-content';

/**
 * Side by side on wide screens: SPEC §2's three in one row, two or four two by two (four in one
 * row leave a price no room); a single package stays centred.
 */
const TWO_BY_TWO = 'max-w-md lg:max-w-4xl lg:grid-cols-2';
const GRID_COLUMNS = ['', 'max-w-md', TWO_BY_TWO, 'max-w-md lg:max-w-none lg:grid-cols-3', TWO_BY_TWO];

/** The packages and their prices (Settings; SPEC §2's Basic, Premium and Enterprise to start with). */
export function PackagesSection() {
  const packages = useSiteContent()?.packages.items;
  if (!packages?.length) return null;
  return (
    <PageSection
      id="packages"
      eyebrow="Packages"
      title="Simple, transparent pricing"
      description="Our service fee per event, in rupees. The celebrity’s own fee is quoted separately within 24 hours."
    >
      <ul
        className={`mx-auto mt-14 grid gap-8 lg:items-center ${GRID_COLUMNS[Math.min(packages.length, GRID_COLUMNS.length - 1)]}`}
      >
        {packages.map((pkg, i) => (
          <CardEnterItem
            key={pkg.name}
            index={i}
            className={`relative flex flex-col rounded-3xl p-8 sm:p-10 ${
              pkg.popular
                ? 'bg-gradient-to-b from-brand-800 to-brand-950 text-white shadow-2xl ring-2 shadow-brand-950/30 ring-gold-400 [--focus-ring:var(--color-gold-400)] lg:py-14'
                : 'bg-white shadow-sm ring-1 ring-brand-100'
            }`}
          >
            {pkg.popular && (
              <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-gold-400 px-4 py-1.5 text-sm font-bold whitespace-nowrap text-brand-950 shadow-md">
                Most Popular
              </p>
            )}
            <h3 className={`text-xl font-semibold ${pkg.popular ? 'text-gold-300' : 'text-brand-950'}`}>{pkg.name}</h3>
            <p className={`mt-2 ${pkg.popular ? 'text-brand-100' : 'text-slate-600'}`}>{pkg.summary}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-2">
              <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                {pkg.price === null ? 'Custom' : formatPrice(pkg.price)}
              </span>
              {pkg.price !== null && (
                <span className={pkg.popular ? 'text-brand-200' : 'text-slate-600'}>per event</span>
              )}
            </p>
            <ul className={`mt-8 space-y-3 ${pkg.popular ? 'text-brand-50' : 'text-slate-700'}`}>
              {pkg.features.map((feature, featureIndex) => (
                <li key={featureIndex} className="flex gap-3">
                  <Check
                    className={`mt-0.5 size-5 shrink-0 ${pkg.popular ? 'text-gold-400' : 'text-brand-600'}`}
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            {/* SPEC §2's Get Started, now the general inquiry form with this package chosen. */}
            <GeneralInquiryButton
              name={`get-started-${i + 1}`}
              packageName={pkg.name}
              className={`mt-10 rounded-full px-6 py-3.5 font-semibold transition-colors ${
                pkg.popular
                  ? 'bg-gold-400 text-brand-950 hover:bg-gold-300'
                  : 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100'
              }`}
            >
              Get Started<span className="sr-only"> with {pkg.name}</span>
            </GeneralInquiryButton>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
