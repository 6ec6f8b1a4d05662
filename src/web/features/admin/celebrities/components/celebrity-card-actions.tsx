import { Eye, EyeOff, Globe, Pencil, Star, StarOff, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { buttonClasses } from '#web/components/ui/button';
import { RowActionsMenu } from '#web/components/ui/row-actions-menu';
import { usePublishCelebrity } from '#web/lib/publish-celebrity';
import { useDeleteCelebrity } from '../api/delete-celebrity';
import { useFeatureToggle } from '../hooks/use-feature-toggle';

interface CelebrityCardActionsProps {
  celebrity: Celebrity;
  /** After a delete succeeded and the list reloaded (the card is gone). */
  onDeleted: () => void;
}

/**
 * The foot of an admin card: one action in sight and the rest behind "More actions", so a card is
 * one calm line however narrow the column. Edit is the one in sight: staff open a card to change
 * it (a price, the availability, the photos), while the view page is a read-only summary whose
 * own main button is Edit Profile, so Edit saves them a step on the common path. The menu holds
 * View, Publish or Unpublish, Add to or Remove from featured, and Delete (after the SPEC §5
 * confirmation); the button turns into a spinner while one of them runs.
 */
export function CelebrityCardActions({ celebrity, onDeleted }: CelebrityCardActionsProps) {
  const publishing = usePublishCelebrity();
  const featuring = useFeatureToggle(celebrity);
  const deleting = useDeleteCelebrity();
  const busy = publishing.isPending || featuring.isPending || deleting.isPending;
  const isDraft = celebrity.status === 'draft';

  return (
    <div className="flex items-center gap-2 border-t border-slate-100 p-3">
      <Link
        to={PAGES.adminCelebrityEdit.getHref(celebrity._id)}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1' })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        Edit<span className="sr-only"> {celebrity.name}</span>
      </Link>
      <RowActionsMenu
        label={`More actions for ${celebrity.name}`}
        busy={busy}
        items={[
          { label: 'View', icon: Eye, href: PAGES.adminCelebrityView.getHref(celebrity._id) },
          {
            label: isDraft ? 'Publish' : 'Unpublish',
            icon: isDraft ? Globe : EyeOff,
            disabled: busy,
            onSelect: () => publishing.mutate({ id: celebrity._id, publish: isDraft }),
          },
          {
            label: featuring.featured ? 'Remove from featured' : 'Add to featured',
            icon: featuring.featured ? StarOff : Star,
            disabled: busy,
            onSelect: () => void featuring.toggle(),
          },
          {
            label: 'Delete',
            icon: Trash2,
            destructive: true,
            disabled: busy,
            confirm: { question: 'Are you sure you want to delete this celebrity?' },
            onSelect: () => deleting.mutate(celebrity._id, { onSuccess: onDeleted }),
          },
        ]}
      />
    </div>
  );
}
