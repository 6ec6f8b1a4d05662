import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListEmpty } from '#web/components/ui/list-states';

interface AdminListEmptyProps {
  /** Whether a search or filter narrows the list: then nothing matches, rather than nothing yet. */
  filtered: boolean;
  /** The icon of an empty list. */
  icon: LucideIcon;
  /** The icon when nothing matches the filters (SearchX for a search). */
  filteredIcon: LucideIcon;
  /** "No inquiries yet." */
  title: string;
  /** "No inquiries found matching your search." */
  filteredTitle: string;
  /** A line under an empty list's title: what will appear here. */
  hint?: string;
  /** A way out when nothing matches (such as "Clear filters"). */
  filteredAction?: ReactNode;
}

/** An admin list with nothing to show: nothing yet, or nothing matching its filters. */
export function AdminListEmpty({
  filtered,
  icon,
  filteredIcon,
  title,
  filteredTitle,
  hint,
  filteredAction,
}: AdminListEmptyProps) {
  return (
    <ListEmpty icon={filtered ? filteredIcon : icon}>
      <p className="mt-4 text-base font-medium text-slate-800">{filtered ? filteredTitle : title}</p>
      {filtered ? filteredAction : hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
    </ListEmpty>
  );
}
