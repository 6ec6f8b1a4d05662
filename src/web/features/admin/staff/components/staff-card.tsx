import { CalendarDays, Mail, Pencil, Phone, UserCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '#shared/format';
import type { StaffMember } from '#shared/schemas/staff';
import { Button } from '#web/components/ui/button';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmailLink } from '#web/components/ui/email-link';
import { RoleBadge } from './role-badge';

interface StaffCardProps {
  member: StaffMember;
  /** The signed-in user's own card: marked, and never offers Delete. */
  isSelf: boolean;
  /** Admins get Edit and Delete; staff only read (the server refuses their writes anyway). */
  canManage: boolean;
  deleting: boolean;
  /** While its disable or enable runs. */
  changingStatus: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDisable: () => void;
  onEnable: () => void;
}

/** The id of a card's Edit button, so focus can return to it when its form closes. */
export function editButtonId(memberId: string): string {
  return `staff-edit-${memberId}`;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2.5 text-sm text-slate-700">
        <span className="mt-0.5 shrink-0 text-brand-500">{icon}</span>
        <span className="min-w-0 break-words">{children}</span>
      </dd>
    </div>
  );
}

/** One team member: name, role badge, contact details, join date, status and the admin actions. */
export function StaffCard({
  member,
  isSelf,
  canManage,
  deleting,
  changingStatus,
  onEdit,
  onDelete,
  onDisable,
  onEnable,
}: StaffCardProps) {
  const headingId = `staff-${member._id}-name`;
  const active = member.status === 'active';
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={deleting || undefined}
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5 transition-opacity ${deleting ? 'opacity-50' : ''}`}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-lg font-bold text-white"
        >
          {member.name.trim().charAt(0).toUpperCase() || 'A'}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold break-words text-brand-950">
            {member.name}
            {isSelf && ' '}
            {isSelf && <span className="text-sm font-normal text-slate-600">(you)</span>}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <RoleBadge role={member.role} />
            <span
              data-status={member.status}
              // A disabled account stands out as a badge: it cannot sign in until enabled again.
              className={`inline-flex items-center gap-1.5 text-xs font-medium ${active ? 'text-green-800' : 'rounded-full bg-slate-200 px-2 py-0.5 text-slate-800'}`}
            >
              <span aria-hidden="true" className={`size-2 rounded-full ${active ? 'bg-green-600' : 'bg-slate-500'}`} />
              {active ? 'Active' : 'Disabled'}
            </span>
          </div>
        </div>
      </div>

      <dl className="mt-4 space-y-2.5">
        <Detail icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
          <EmailLink email={member.email} />
        </Detail>
        <Detail icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
          {member.phone ? (
            <a href={`tel:${member.phone}`} className="underline-offset-2 hover:text-brand-900 hover:underline">
              {member.phone}
            </a>
          ) : (
            <span className="text-slate-500">No phone number</span>
          )}
        </Detail>
        <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Joined">
          Joined {formatDate(member.joinDate)}
        </Detail>
      </dl>

      {canManage && (
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Button
            id={editButtonId(member._id)}
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={`Edit ${member.name}`}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          {!isSelf &&
            (active ? (
              <ConfirmDialog
                question={`Disable ${member.name}? They are signed out at once and cannot sign in until the account is enabled again.`}
                confirmLabel="Disable"
                onConfirm={onDisable}
                trigger={
                  <Button variant="outline" size="sm" disabled={changingStatus} aria-label={`Disable ${member.name}`}>
                    <UserX className="size-4" aria-hidden="true" />
                    Disable
                  </Button>
                }
              />
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={changingStatus}
                onClick={onEnable}
                aria-label={`Enable ${member.name}`}
              >
                <UserCheck className="size-4" aria-hidden="true" />
                Enable
              </Button>
            ))}
          {!isSelf && (
            <ConfirmDeleteButton
              question="Are you sure you want to delete this staff member?"
              onConfirm={onDelete}
              disabled={deleting}
              aria-label={`Delete ${member.name}`}
            />
          )}
        </div>
      )}
    </article>
  );
}
