import { Select } from '#web/components/ui/select';
import { useStaff } from '#web/lib/queries/staff';

interface AuditPersonFilterProps {
  id: string;
  /** A user's id, or undefined for anyone. */
  actor: string | undefined;
  onActorChange: (actor: string | undefined) => void;
}

/**
 * Who made the changes: anyone, or one member of the team. People who left are not offered here
 * but still appear by name in the rows they made; a filter on them (from a shared link) keeps
 * its choice visible.
 */
export function AuditPersonFilter({ id, actor, onActorChange }: AuditPersonFilterProps) {
  const staff = useStaff('');
  const members = staff.data?.items ?? [];
  return (
    <Select id={id} value={actor ?? ''} onChange={(event) => onActorChange(event.target.value || undefined)}>
      <option value="">Anyone</option>
      {members.map((member) => (
        <option key={member._id} value={member._id}>
          {member.status === 'disabled' ? `${member.name} (disabled)` : member.name}
        </option>
      ))}
      {actor && !members.some((member) => member._id === actor) && (
        <option value={actor}>{staff.isPending ? 'Loading...' : 'Someone no longer listed'}</option>
      )}
    </Select>
  );
}
