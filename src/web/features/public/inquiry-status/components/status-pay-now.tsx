import { QrCode } from 'lucide-react';
import { useLocation } from 'react-router';
import { formatDate } from '#shared/format';
import { formatRupeesWithPaise } from '#shared/money';
import type { CustomerPayment } from '#shared/schemas/payment-claim-responses';
import { BookingFact, FactList } from '#web/components/booking/booking-facts';
import { CLAIM_FORM_ANSWERS, CLAIM_STATE_WORDS, claimFormAnswerOf, noQrReason } from '../pay-now-words';
import { FormAnswerNote } from './form-answer-note';
import { PayOnlineButton } from './pay-online-button';
import { PaymentClaimForm } from './payment-claim-form';

/** The QR's image: the amount in its address, so a new amount is never an old picture. */
function qrSource(token: string, dueNowPaise: number): string {
  return `/api/inquiry-status/${encodeURIComponent(token)}/upi-qr.svg?for=${dueNowPaise}`;
}

/**
 * "Pay now" on the status page (issue 38): what is due now (the advance, then the balance), the
 * UPI QR to scan from another phone (an image, not a link: decision 0033) or, above UPI's limit,
 * why there is none; "Pay online" when the gateway is on; the bank details with the booking number as the reference; the payments
 * the customer reported; and "I have paid".
 */
export function StatusPayNow({ payment, token }: { payment: CustomerPayment; token: string }) {
  const answer = claimFormAnswerOf(useLocation().search);
  const why = noQrReason(payment);
  const due = formatRupeesWithPaise(payment.dueNowPaise);
  return (
    <section
      id="pay-now"
      aria-labelledby="pay-now-heading"
      className="space-y-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="pay-now-heading" className="text-2xl font-bold text-brand-950">
          Pay now
        </h2>
        <p className="mt-1 text-slate-700">
          Due now: <span className="font-semibold text-brand-950 tabular-nums">{due}</span>
        </p>
      </div>
      {answer && <FormAnswerNote answer={CLAIM_FORM_ANSWERS[answer]} />}
      {payment.online && <PayOnlineButton token={token} dueNowPaise={payment.dueNowPaise} />}
      {payment.upiUri ? (
        <figure className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 p-4 text-center sm:flex-row sm:text-left">
          <img
            src={qrSource(token, payment.dueNowPaise)}
            alt={`UPI QR code to pay ${due}`}
            width={224}
            height={224}
            data-upi-qr
            className="size-56 shrink-0 rounded-lg bg-white"
          />
          <figcaption className="space-y-1 text-sm text-slate-700">
            <p className="flex items-center justify-center gap-2 font-semibold text-brand-950 sm:justify-start">
              <QrCode className="size-4" aria-hidden="true" />
              Pay {due} by UPI
            </p>
            <p>Scan this QR with any UPI app from another phone; the amount and booking number are filled in.</p>
          </figcaption>
        </figure>
      ) : (
        why && <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">{why}</p>
      )}
      {payment.bank && (
        <div>
          <h3 className="font-semibold text-brand-950">Bank transfer</h3>
          <FactList>
            <BookingFact term="Account name">{payment.bank.accountName}</BookingFact>
            <BookingFact term="Account number">
              <span className="tabular-nums">{payment.bank.accountNumber}</span>
            </BookingFact>
            <BookingFact term="IFSC">{payment.bank.ifsc}</BookingFact>
            <BookingFact term="Bank">{payment.bank.bankName}</BookingFact>
            <BookingFact term="Reference">{payment.bank.reference}</BookingFact>
          </FactList>
          <p className="mt-2 text-sm text-slate-700">
            Write the booking number, {payment.bank.reference}, as the transfer’s reference or remarks.
          </p>
        </div>
      )}
      {payment.claims.length > 0 && (
        <div>
          <h3 className="font-semibold text-brand-950">Payments you reported</h3>
          <ul className="mt-2 divide-y divide-slate-100 border-y border-slate-100">
            {payment.claims.map((claim, index) => (
              <li
                key={`${claim.date}-${claim.amountPaise}-${index}`}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-3 text-sm"
              >
                <span className="font-medium text-slate-900">{formatDate(claim.date)}</span>
                <span className="text-right font-semibold text-brand-950 tabular-nums">
                  {formatRupeesWithPaise(claim.amountPaise)}
                </span>
                <span className="col-span-2 text-slate-600">{CLAIM_STATE_WORDS[claim.state]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <PaymentClaimForm token={token} dueNowPaise={payment.dueNowPaise} />
    </section>
  );
}
