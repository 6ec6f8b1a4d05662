import { AtSign, MapPin, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { formatCelebrityPrice } from '#shared/format';
import type { Celebrity } from '#shared/schemas/celebrity';
import { CelebrityPortrait } from '#web/components/celebrity-portrait';
import { WHATSAPP_BUTTON_CLASS, WhatsAppLink } from '#web/components/whatsapp-link';
import { InquiryButton } from '#web/components/inquiry/inquiry-button';
import { InquirySentNote } from '#web/components/inquiry/inquiry-sent-note';
import { bookingQuestion } from '#web/lib/site';
import { useSiteContent } from '#web/lib/site-content';
import { BackToCelebritiesLink } from './back-to-celebrities-link';
import { CelebrityAchievements } from './celebrity-achievements';
import { CelebrityGallery } from './celebrity-gallery';
import { CelebrityStats } from './celebrity-stats';
import { CELEBRITY_PORTRAIT_SIZES } from '#shared/image-sizes';

/** A loaded profile (SPEC §2): portrait, facts, price with the booking button, then the rest. */
export function CelebrityProfile({ celebrity }: { celebrity: Celebrity }) {
  const whatsapp = useSiteContent()?.contact.whatsapp;
  /** The reference of the inquiry just sent from this page, confirmed under the booking button. */
  const [sentReference, setSentReference] = useState<string | null>(null);
  const facts = [
    { label: 'Location', value: celebrity.location, icon: MapPin },
    { label: 'Followers', value: celebrity.followers, icon: Users },
    ...(celebrity.socialProfile ? [{ label: 'Social profile', value: celebrity.socialProfile, icon: AtSign }] : []),
  ];
  return (
    <article>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8">
          <BackToCelebritiesLink />
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
            <div className="mx-auto w-full max-w-md lg:max-w-none">
              <div className="aspect-[4/5] overflow-hidden rounded-3xl bg-brand-100 shadow-xl shadow-brand-900/15">
                <CelebrityPortrait
                  celebrity={celebrity}
                  alt={`Portrait of ${celebrity.name}`}
                  sizes={CELEBRITY_PORTRAIT_SIZES}
                  priority
                  className="size-full object-cover"
                  initialClassName="text-7xl"
                />
              </div>
            </div>

            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
                  {celebrity.category}
                </span>
                <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-800">
                  <Star className="size-4 fill-gold-400 text-gold-500" aria-hidden="true" />
                  <span className="sr-only">Rating </span>
                  {celebrity.rating.toFixed(1)}
                  <span className="font-normal text-slate-600">/ 5</span>
                </span>
              </div>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance break-words text-brand-950 sm:text-5xl">
                {celebrity.name}
              </h1>
              <p className="mt-5 text-base leading-relaxed text-slate-700 sm:text-lg">{celebrity.description}</p>

              <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {facts.map(({ label, value, icon: Icon }, index) => (
                  <div
                    key={label}
                    // Location, the longest, takes the whole first row on phones.
                    className={`min-w-0 rounded-xl bg-white p-3.5 ring-1 ring-brand-100 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
                  >
                    <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
                      <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      {label}
                    </dt>
                    <dd className="mt-1 font-semibold break-words text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>

              {celebrity.specialties.length > 0 && (
                <section aria-labelledby="specialties-heading" className="mt-6">
                  <h2 id="specialties-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                    Specialties
                  </h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {celebrity.specialties.map((specialty) => (
                      <li
                        key={specialty}
                        className="rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                      >
                        {specialty}
                      </li>
                    ))}
                  </ul>
                </section>
              )}

              <div className="mt-8 flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-brand-950 to-brand-800 p-6 text-white [--focus-ring:var(--color-gold-400)] sm:flex-row sm:items-center sm:justify-between">
                <p>
                  <span className="block text-sm text-brand-100">Booking price</span>{' '}
                  <span className="block text-3xl font-extrabold text-gold-300">{formatCelebrityPrice(celebrity)}</span>
                </p>
                <div className="space-y-3 sm:w-64">
                  <InquiryButton celebrity={celebrity} onSent={(inquiry) => setSentReference(inquiry.reference)} />
                  <WhatsAppLink
                    number={whatsapp}
                    message={bookingQuestion(celebrity.name)}
                    className={`${WHATSAPP_BUTTON_CLASS} min-h-12 w-full px-7 py-3 text-base`}
                  />
                </div>
              </div>
              <InquirySentNote reference={sentReference} className="mt-4" />
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl space-y-14 px-4 pb-20 sm:px-6 lg:px-8">
        <CelebrityStats stats={celebrity.stats} />
        {celebrity.achievements.length > 0 && <CelebrityAchievements achievements={celebrity.achievements} />}
        {celebrity.gallery.length > 0 && <CelebrityGallery name={celebrity.name} images={celebrity.gallery} />}
      </div>
    </article>
  );
}
