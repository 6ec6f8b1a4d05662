import { AlertTriangle, CircleCheck, Download, Wallet } from 'lucide-react';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { CustomerBooking } from '#shared/schemas/booking-responses';
import { BookingFact, BookingFacts, FactList } from '#web/components/booking/booking-facts';
import { buttonClasses } from '#web/components/ui/button';
import { StatePill } from '#web/components/ui/state-pill';
import { bookingDaysText } from '#shared/booking-days';
import { BOOKING_STATE_WORDS, bookingExplanation, paymentLine, type PaymentTone } from '../booking-words';

const LINE_STYLE: Record<PaymentTone, { className: string; icon: typeof Wallet }> = {
  overdue: { className: 'bg-red-50 text-red-900 ring-red-200', icon: AlertTriangle },
  due: { className: 'bg-amber-50 text-amber-950 ring-amber-200', icon: Wallet },
  settled: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-200', icon: CircleCheck },
};

/**
 * The customer's booking on their status page (issue 22): its number, state and days, the
 * schedule (advance, balance and its due date), what is paid and due, and each payment with its
 * receipt's number and its receipt voucher to download (issue 38).
 */
export function StatusBooking({ booking, token }: { booking: CustomerBooking; token: string }) {
  const state = BOOKING_STATE_WORDS[booking.state];
  const line = paymentLine(booking);
  const LineIcon = line ? LINE_STYLE[line.tone].icon : null;
  return (
    <section
      aria-labelledby="booking-heading"
      className="space-y-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">Booking {booking.number}</p>
          <h2 id="booking-heading" className="mt-1 text-2xl font-bold text-brand-950">
            Your booking
          </h2>
        </div>
        <StatePill data-booking-state={booking.state} label={state.label} tone={state.tone} size="large" />
      </div>
      <p className="text-slate-700">{bookingExplanation(booking)}</p>
      {line && LineIcon && (
        <p className={`flex items-start gap-3 rounded-xl p-4 font-medium ring-1 ${LINE_STYLE[line.tone].className}`}>
          <LineIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {line.text}
        </p>
      )}
      <BookingFacts booking={booking} dueNowPaise={booking.dueNowPaise} showDue={booking.state !== 'cancelled'}>
        <BookingFact term="Days">{bookingDaysText(booking.start, booking.end)}</BookingFact>
        {booking.venue && (
          <BookingFact term="Venue">
            <span className="wrap-anywhere">{booking.venue}</span>
          </BookingFact>
        )}
      </BookingFacts>
      {booking.refund && (
        <FactList>
          <BookingFact term="Kept">{formatRupeesWithPaise(booking.refund.keptPaise)}</BookingFact>
          <BookingFact term="Due back to you">{formatRupeesWithPaise(booking.refund.dueBackPaise)}</BookingFact>
          <BookingFact term="Refunded">{formatRupeesWithPaise(booking.refund.refundedPaise)}</BookingFact>
        </FactList>
      )}
      {booking.invoice && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4 text-sm">
          <p className="text-slate-800">
            Tax invoice <span className="font-semibold">{booking.invoice.number}</span> of{' '}
            {formatDate(booking.invoice.issuedOn)}
          </p>
          <a
            href={`/api/inquiry-status/${encodeURIComponent(token)}/invoice.pdf`}
            download
            className={buttonClasses({ variant: 'outline' })}
          >
            <Download className="size-4" aria-hidden="true" />
            Download tax invoice
          </a>
        </div>
      )}
      <div>
        <h3 className="font-semibold text-brand-950">Payments received</h3>
        {booking.payments.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No payment received yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 border-y border-slate-100">
            {booking.payments.map((payment) => (
              <li
                key={payment.receiptNumber}
                className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-0.5 py-3 text-sm"
              >
                <span className="font-medium text-slate-900">{formatDate(payment.date)}</span>
                <span className="text-right font-semibold text-brand-950 tabular-nums">
                  {formatRupeesWithPaise(payment.amountPaise)}
                </span>
                <span className="text-slate-600">
                  Receipt {payment.receiptNumber}{' '}
                  <a
                    href={`/api/inquiry-status/${encodeURIComponent(token)}/receipt.pdf?number=${encodeURIComponent(payment.receiptNumber)}`}
                    download
                    className="ml-1 inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    <Download className="size-3.5" aria-hidden="true" />
                    Download receipt<span className="sr-only"> {payment.receiptNumber}</span>
                  </a>
                </span>
                {payment.tdsPaise > 0 && (
                  <span className="text-right text-slate-600 tabular-nums">
                    + {formatRupeesWithPaise(payment.tdsPaise)}{' '}
                    <abbr title="tax deducted at source" className="no-underline">
                      TDS
                    </abbr>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
