import { CalendarSync, Pencil } from 'lucide-react';
import { formatIndianTime } from '#shared/format';
import { DialogButton } from '#web/components/ui/dialog-button';
import { useCalendarFeed } from '#web/lib/queries/calendar-feed';
import { useCelebrityManager } from '../api/celebrity-manager';
import { ManagerForm } from './manager-form';
import { SendFeedForm } from './send-feed-form';

/**
 * The celebrity's manager and their calendar on a phone (issue 39), for staff: the manager's name,
 * phone and e-mail (never on the public site), and "E-mail the calendar", which sends the manager
 * the calendar's private address and how to subscribe to it.
 */
export function CelebrityManagerCard({ celebrityId, celebrityName }: { celebrityId: string; celebrityName: string }) {
  const manager = useCelebrityManager(celebrityId);
  const feed = useCalendarFeed(celebrityId);
  if (!manager.data) return null;
  const { name, phone, email } = manager.data;
  const facts = [
    { label: 'Name', value: name },
    { label: 'Phone', value: phone },
    { label: 'E-mail', value: email },
  ];
  const issuedAt = feed.data?.issuedAt;
  return (
    <section
      aria-labelledby="celebrity-manager-heading"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div>
        <h2 id="celebrity-manager-heading" className="text-lg font-bold text-brand-950">
          Manager and calendar
        </h2>
        <p className="mt-1 text-sm text-slate-700">Staff only: never shown on the public site.</p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className={value ? 'break-words text-slate-900' : 'text-slate-600 italic'}>{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        {issuedAt
          ? `The calendar’s private address was made ${formatIndianTime(issuedAt)}; sending it again sends the same one.`
          : 'No calendar address yet: the first sending makes one.'}{' '}
        Each booking shows its city and venue, never the customer.
      </p>
      <div className="flex flex-wrap gap-3">
        <DialogButton
          title={`${celebrityName}’s manager`}
          label={
            <>
              <Pencil className="size-4" aria-hidden="true" />
              Edit manager
            </>
          }
        >
          {(close) => <ManagerForm celebrityId={celebrityId} manager={manager.data} onDone={close} />}
        </DialogButton>
        <DialogButton
          title={`E-mail ${celebrityName}’s calendar to the manager?`}
          description="They get its private address and how to add it to Google Calendar, Apple Calendar or Outlook."
          label={
            <>
              <CalendarSync className="size-4" aria-hidden="true" />
              E-mail the calendar
            </>
          }
        >
          {(close) => (
            <SendFeedForm celebrityId={celebrityId} celebrityName={celebrityName} managerEmail={email} onDone={close} />
          )}
        </DialogButton>
      </div>
    </section>
  );
}
