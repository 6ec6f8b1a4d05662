import { BellRing, Settings, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatIndianTime } from '#shared/format';
import { PAGES } from '#shared/pages';
import { ADMINS_NOTICE_MINUTES } from '#shared/constants/site';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';
import { Button, buttonClasses } from '#web/components/ui/button';
import { useNotifyAdmins } from '#web/lib/queries/business-details';
import { useIsAdmin } from '#web/lib/session-store';

interface BusinessDetailsMissingProps {
  state: BusinessDetailsState;
  /** Where it shows: on a quote card (what it blocks), or alone (the dashboard). */
  context: 'quote' | 'dashboard';
  className?: string;
}

/**
 * What a quote still needs of the business details, said to whoever reads it: an admin gets a
 * link to fill them in; staff, who cannot, are told that an admin must, and can ask the admins in
 * one click (an e-mail, at most once an hour). Nothing when nothing is missing.
 */
export function BusinessDetailsMissing({ state, context, className = '' }: BusinessDetailsMissingProps) {
  const isAdmin = useIsAdmin();
  const notify = useNotifyAdmins();
  // The button goes once the admins are notified: the focus goes to the line that says so, once
  // it is drawn (empty, it is hidden and cannot take it).
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  const askedAt = state.adminsAskedAt;
  useEffect(() => {
    if (!focusStatus.current || askedAt === null) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [askedAt]);
  if (state.missing.length === 0) return null;
  const noState = state.value.address.state === '';
  const blocks =
    context === 'dashboard'
      ? 'Quotes cannot be sent until they are filled in.'
      : noState
        ? 'A quote cannot be made until the agency’s registered state is set: it decides CGST and SGST or IGST.'
        : 'A quote can be drafted, but not sent until they are filled in.';
  // The server gives the time only while the admins may not be notified again.
  const askAgainAt = askedAt ? new Date(Date.parse(askedAt) + ADMINS_NOTICE_MINUTES * 60_000) : null;
  const askedRecently = askAgainAt !== null;

  return (
    <div className={`rounded-xl bg-amber-50 px-4 py-3.5 text-sm text-amber-950 ring-1 ring-amber-200 ${className}`}>
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Business details incomplete
      </p>
      <p className="mt-1.5">
        {blocks} Still missing: {state.missing.join(', ')}.
      </p>
      {isAdmin ? (
        <Link
          to={`${PAGES.adminSettings.getHref()}?tab=business`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}
        >
          <Settings className="size-4" aria-hidden="true" />
          Fill in the business details
        </Link>
      ) : (
        <>
          <p className="mt-1.5">Only an admin can set them.</p>
          {!askedRecently && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={notify.isPending}
              onClick={() => {
                // Notified now or already (a refusal reads the time again): the line says when.
                focusStatus.current = true;
                notify.mutate();
              }}
            >
              <BellRing className="size-4" aria-hidden="true" />
              {notify.isPending ? 'Notifying...' : 'Notify the admins'}
            </Button>
          )}
        </>
      )}
      <p ref={statusRef} tabIndex={-1} role="status" className="mt-1.5 empty:hidden focus:outline-none">
        {askedAt && askAgainAt
          ? `The admins were notified at ${formatIndianTime(askedAt)}. You can notify them again from ${formatIndianTime(askAgainAt)}.`
          : ''}
      </p>
    </div>
  );
}
