import type { Role } from '#shared/constants/accounts';

/** SPEC §6: admin purple, staff blue; a talent account (issue 39, never on the staff list) amber. */
const ROLE_CLASSES: Record<Role, string> = {
  admin: 'bg-purple-100 text-purple-900 ring-purple-300',
  staff: 'bg-blue-100 text-blue-900 ring-blue-300',
  talent: 'bg-amber-100 text-amber-900 ring-amber-300',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      data-role={role}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${ROLE_CLASSES[role]}`}
    >
      {role}
    </span>
  );
}
