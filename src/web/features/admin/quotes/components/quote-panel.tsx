import { FilePlus2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { addCalendarDays } from '#shared/calendar-days';
import { indianDay } from '#shared/format';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useBusinessDetails } from '#web/lib/queries/business-details';
import { useAdminCelebrity } from '#web/lib/queries/celebrities';
import { useInquiryQuotes } from '../api/inquiry-quotes';
import { CustomerAsked } from './customer-asked';
import { EarlierVersions } from './earlier-versions';
import { QuoteSummary } from './quote-summary';

/** Drawn only once staff ask for it: the form library and zod stay out of the page's first load (decision 0048). */
const QuoteForm = lazy(async () => ({ default: (await import('./quote-form')).QuoteForm }));

/**
 * Drawn only while the business details lack something (once the agency is set up, never): its
 * code is fetched then, and the page's first load stays within its budget (decision 0048).
 */
const BusinessDetailsMissing = lazy(async () => ({
  default: (await import('#web/components/business-details-missing')).BusinessDetailsMissing,
}));

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

/**
 * The inquiry's quote (issue 21): the latest version with its state, totals, PDF and Send, a
 * draft changed in the same form ("Edit quote"); or, before one exists, "Create quote" and its
 * form, once the agency's state is set. What the business details still lack is said above it,
 * with the way to get it (an admin fills it in; staff notify the admins).
 */
export function QuotePanel({ inquiry, className = '' }: { inquiry: Inquiry; className?: string }) {
  const quotes = useInquiryQuotes(inquiry._id);
  const business = useBusinessDetails();
  const latest = quotes.data?.at(-1);
  // The artist fee of a first quote starts at the celebrity's listed price (a general inquiry
  // names none); asked for only once it is known there is no quote yet (a revision starts from
  // the quote's own fee), so a page with a quote makes one call less.
  const celebrity = useAdminCelebrity(quotes.isSuccess && !latest ? (inquiry.celebrity ?? undefined) : undefined, {
    errorToast: false,
  });
  const listedPrice = celebrity.data && !celebrity.data.priceOnDemand ? celebrity.data.price : null;
  const [creating, setCreating] = useState(false);
  /** The draft open in the form; the form closes by itself when another version becomes the latest. */
  const [editingId, setEditingId] = useState<string | null>(null);
  /** Back from the form: "Edit quote" takes the focus the form had. */
  const [backFromForm, setBackFromForm] = useState(false);
  const closeForm = () => {
    setEditingId(null);
    setBackFromForm(true);
  };

  let body;
  if (quotes.isPending || business.isPending) body = <ListLoading label="Loading the quote..." />;
  else if (quotes.isError || business.isError)
    body = (
      <ListLoadFailed
        message="Failed to load the quote"
        onRetry={() => void Promise.all([quotes.refetch(), business.refetch()])}
      />
    );
  else if (latest)
    body = (
      <>
        {editingId === latest._id ? (
          // Kept open if the draft is sent meanwhile elsewhere, to show the refusal; Cancel leaves.
          <>
            <CustomerAsked inquiry={inquiry} />
            <QuoteForm quote={latest} business={business.data.value} onCancel={closeForm} onSaved={closeForm} />
          </>
        ) : (
          <QuoteSummary
            quote={latest}
            focusEdit={backFromForm}
            onEdit={() => {
              setBackFromForm(false);
              setEditingId(latest._id);
            }}
          />
        )}
        <EarlierVersions quotes={quotes.data.slice(0, -1)} />
      </>
    );
  else if (business.data.value.address.state === '') body = null;
  else if (creating && celebrity.isLoading) body = <ListLoading label="Loading the celebrity's price..." />;
  else if (creating)
    body = (
      <>
        <CustomerAsked inquiry={inquiry} />
        <QuoteForm
          inquiry={inquiry}
          business={business.data.value}
          validUntil={addCalendarDays(indianDay(), business.data.value.quoteValidityDays)}
          listedPrice={listedPrice}
          onCancel={() => setCreating(false)}
        />
      </>
    );
  else
    body = (
      <Button onClick={() => setCreating(true)}>
        <FilePlus2 className="size-4" aria-hidden="true" />
        Create quote
      </Button>
    );

  return (
    <section aria-labelledby="inquiry-quote-heading" className={`${PANEL} ${className}`}>
      <h2 id="inquiry-quote-heading" className="text-lg font-semibold text-brand-950">
        Quote
      </h2>
      {business.data && business.data.missing.length > 0 && (
        <Suspense fallback={null}>
          <BusinessDetailsMissing state={business.data} context="quote" className="mt-4" />
        </Suspense>
      )}
      {body && (
        <div className="mt-4">
          <Suspense fallback={<ListLoading label="Loading the quote form..." />}>{body}</Suspense>
        </div>
      )}
    </section>
  );
}
