import { CalendarSync } from 'lucide-react';
import { formatIndianTime } from '#shared/format';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar-feed';

/**
 * The celebrity's calendar as a feed for their manager's phone (admins): the secret address is
 * shown once, when made; renewing it makes a new one and the old one stops working.
 */
export function CalendarFeedPanel({ celebrityId, celebrityName }: { celebrityId: string; celebrityName: string }) {
  const feed = useCalendarFeed(celebrityId);
  const renew = useRenewCalendarFeed(celebrityId);
  if (feed.data === undefined) return null;
  const { issuedAt } = feed.data;
  const button = (
    <Button variant="outline" disabled={renew.isPending} onClick={issuedAt ? undefined : () => renew.mutate()}>
      <CalendarSync className="size-4" aria-hidden="true" />
      {issuedAt ? 'Renew the calendar address' : 'Make a calendar address'}
    </Button>
  );
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
    >
      <h2 id="calendar-feed-heading" className="text-sm font-semibold text-brand-950">
        {celebrityName}’s calendar on a phone
      </h2>
      <p className="text-sm text-slate-700">
        {issuedAt
          ? `An address was made ${formatIndianTime(issuedAt)}. Renew it if it reached someone it should not: the old one stops working.`
          : 'Make a private address the manager adds to their phone’s calendar: holds, bookings and blackouts, no customer details.'}
      </p>
      {renew.data && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950">
          Copy it now, it is shown only once:{' '}
          <code className="font-mono text-xs break-all select-all">{renew.data.url}</code>
        </p>
      )}
      {issuedAt ? (
        <ConfirmDialog
          trigger={button}
          question={`Renew ${celebrityName}’s calendar address? The address in use now stops working.`}
          confirmLabel="Renew"
          tone="plain"
          onConfirm={() => renew.mutate()}
        />
      ) : (
        button
      )}
    </section>
  );
}
