import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#shared/format';
import { PAGES } from '#shared/pages';
import { Dialog } from '#web/components/ui/dialog';
import { ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { SearchField } from '#web/components/ui/search-field';
import { useFoundInquiries } from '../api/find-inquiries';

/** What the finder is for: a phone booking opens the booking form, a payment the inquiry's booking. */
export type FindPurpose = 'book' | 'pay';

const WORDS = {
  book: {
    title: 'New phone booking',
    description: 'Find the customer’s inquiry: its page opens with the booking form.',
    none: 'No inquiry without a booking matches.',
  },
  pay: {
    title: 'Record a payment',
    description: 'Find the booking’s inquiry: its page opens at the booking, where the payment is recorded.',
    none: 'No inquiry with a booking matches.',
  },
} as const;

/**
 * The quick actions' finder (issue 41): a search of the booking inquiries by name, phone, e-mail
 * or celebrity; each match opens its inquiry ready for what was asked. A phone booking needs an
 * inquiry without a booking, a payment one with a booking.
 */
export function FindInquiryDialog({
  purpose,
  open,
  onOpenChange,
  trigger,
}: {
  purpose: FindPurpose;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactElement;
}) {
  const [q, setQ] = useState('');
  const found = useFoundInquiries(q, open);
  const words = WORDS[purpose];
  const matches = (found.data ?? []).filter((inquiry) => (purpose === 'pay') === inquiry.hasBooking);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={words.title}
      description={words.description}
    >
      <SearchField
        id={`find-inquiry-${purpose}`}
        label="Name, phone, e-mail or celebrity"
        showLabel
        value={q}
        onValueChange={setQ}
        autoComplete="off"
      />
      <div className="mt-4" aria-live="polite">
        {found.isPending ? (
          <ListLoading label="Finding inquiries..." />
        ) : found.isError ? (
          <ListLoadFailed message="Failed to find inquiries" onRetry={() => void found.refetch()} />
        ) : matches.length === 0 ? (
          <p className="text-sm text-slate-600">{words.none}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {matches.map((inquiry) => (
              <li key={inquiry._id}>
                <Link
                  to={`${PAGES.adminInquiry.getHref(inquiry._id)}${purpose === 'book' ? '?book=1' : ''}`}
                  onClick={() => onOpenChange(false)}
                  className="flex min-h-11 flex-col px-3 py-2.5 hover:bg-brand-50"
                >
                  <span className="font-medium text-slate-900">{inquiry.name}</span>
                  <span className="text-sm text-slate-600">
                    {inquiry.celebrityName} · {formatDate(inquiry.eventDate, 'short')} · {inquiry.reference}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
