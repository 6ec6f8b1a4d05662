import { SearchX, Users } from 'lucide-react';
import type { StaffMember } from '#shared/schemas/staff';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import { useDeleteStaff } from '../api/delete-staff';
import { useSetStaffStatus } from '../api/set-staff-status';
import { useStaff } from '#web/lib/queries/staff';
import { StaffCard } from './staff-card';
import { StaffForm } from './staff-form';

interface StaffListProps {
  /** The applied search text ('' for none). */
  q: string;
  currentUserId: string | undefined;
  canManage: boolean;
  /** The member whose card shows the edit form instead. */
  editingId: string | undefined;
  onEdit: (member: StaffMember) => void;
  onEditClosed: (member: StaffMember) => void;
}

/** The team as cards (one of them possibly in edit mode), with loading, empty and failure states and a count. */
export function StaffList({ q, currentUserId, canManage, editingId, onEdit, onEditClosed }: StaffListProps) {
  const query = useStaff(q);
  const remove = useDeleteStaff();
  const setStatus = useSetStaffStatus();

  return (
    <AdminListResults
      query={query}
      failedMessage="The staff list could not be loaded."
      loadingLabel="Loading staff..."
      noun={['staff member', 'staff members']}
      empty={() => (
        <AdminListEmpty
          filtered={q !== ''}
          icon={Users}
          filteredIcon={SearchX}
          title="No staff members yet."
          filteredTitle="No staff members found matching your search."
        />
      )}
      cardsLabel="Staff members"
      cardsClassName="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
      card={(member) => {
        const isSelf = member._id === currentUserId;
        return member._id === editingId && canManage ? (
          <li key={member._id} className="md:col-span-2 xl:col-span-3">
            <StaffForm
              member={member}
              isSelf={isSelf}
              onSaved={() => onEditClosed(member)}
              onCancel={() => onEditClosed(member)}
            />
          </li>
        ) : (
          <li key={member._id}>
            <StaffCard
              member={member}
              isSelf={isSelf}
              canManage={canManage}
              deleting={remove.isPending && remove.variables === member._id}
              changingStatus={setStatus.isPending && setStatus.variables.id === member._id}
              onEdit={() => onEdit(member)}
              onDelete={() => remove.mutate(member._id)}
              onDisable={() => setStatus.mutate({ id: member._id, action: 'disable' })}
              onEnable={() => setStatus.mutate({ id: member._id, action: 'enable' })}
            />
          </li>
        );
      }}
    />
  );
}
