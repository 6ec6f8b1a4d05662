import { CalendarDays, Mail, Pencil, RotateCcw, Star, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '#shared/format';
import type { TalentUser } from '#shared/schemas/talent';
import { Button } from '#web/components/ui/button';
import { EmailLink } from '#web/components/ui/email-link';
import { StatePill } from '#web/components/ui/state-pill';

/** Where an account stands, in one word: disabled by an admin, or invited until a password is set. */
export function talentStanding(user: Pick<TalentUser, 'status' | 'state'>): { label: string; tone: string } {
  if (user.status === 'disabled') return { label: 'Disabled', tone: 'bg-slate-200 text-slate-800' };
  if (user.state === 'invited') return { label: 'Invited', tone: 'bg-amber-100 text-amber-900' };
  return { label: 'Active', tone: 'bg-emerald-100 text-emerald-900' };
}

/** The id of a card's Edit button, so focus can return to it when its dialog closes. */
export function editTalentButtonId(userId: string): string {
  return `talent-edit-${userId}`;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <dt className="mt-0.5 shrink-0 text-brand-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm break-words text-slate-700">{children}</dd>
    </div>
  );
}

interface TalentCardProps {
  talentUser: TalentUser;
  /** While its invitation is sent again. */
  resending: boolean;
  onEdit: () => void;
  onResend: () => void;
}

/** One talent account: name, standing, e-mail, celebrities, fee sharing, the invitation; Edit. */
export function TalentCard({ talentUser, resending, onEdit, onResend }: TalentCardProps) {
  const headingId = `talent-${talentUser._id}-name`;
  const standing = talentStanding(talentUser);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-base font-semibold break-words text-brand-950">
          {talentUser.name}
        </h2>
        <StatePill data-talent-standing={standing.label.toLowerCase()} label={standing.label} tone={standing.tone} />
      </div>
      <dl className="mt-4 space-y-2.5">
        <Detail icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
          <EmailLink email={talentUser.email} />
        </Detail>
        <Detail icon={<Star className="size-4" aria-hidden="true" />} label="Celebrities">
          {talentUser.celebrities.map((celebrity) => celebrity.name).join(', ') || 'None'}
        </Detail>
        <Detail icon={<Wallet className="size-4" aria-hidden="true" />} label="Share fees">
          {talentUser.shareFees ? 'Fees shared: sees earnings and statements' : 'Fees not shared'}
        </Detail>
        <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Invitation">
          {talentUser.acceptedAt
            ? `Joined ${formatDate(talentUser.acceptedAt)}`
            : `Invited ${formatDate(talentUser.invitedAt)}${talentUser.invitedByName ? ` by ${talentUser.invitedByName}` : ''}`}
        </Detail>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button
          id={editTalentButtonId(talentUser._id)}
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={`Edit ${talentUser.name}`}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        {talentUser.state === 'invited' && talentUser.status === 'active' && (
          <Button variant="outline" size="sm" disabled={resending} onClick={onResend}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Send invitation again
          </Button>
        )}
      </div>
    </article>
  );
}
