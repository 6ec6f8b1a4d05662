import { FileText, Trash2 } from 'lucide-react';
import { PAGES } from '#shared/pages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { RowActionsMenu } from '#web/components/ui/row-actions-menu';
import { useDeleteInquiry } from '../api/delete-inquiry';

interface InquiryRowMenuProps {
  inquiry: Pick<Inquiry, '_id' | 'name' | 'hasBooking'>;
  /** After the inquiry was deleted (its row, and the focused button in it, are about to go). */
  onDeleted: () => void;
}

/**
 * A row's (or card's) "More actions for <name>" menu: open the inquiry, and Delete after SPEC
 * §2's confirmation, kept out of the row's main line, and only where it can succeed: an inquiry
 * with a booking is kept for its tax records (issue 36). While the delete is on its way the
 * button is busy (its row dims through `aria-busy`).
 */
export function InquiryRowMenu({ inquiry, onDeleted }: InquiryRowMenuProps) {
  const remove = useDeleteInquiry();
  return (
    <RowActionsMenu
      label={`More actions for ${inquiry.name}`}
      busy={remove.isPending}
      items={[
        { label: 'Open inquiry', icon: FileText, href: PAGES.adminInquiry.getHref(inquiry._id) },
        ...(inquiry.hasBooking
          ? []
          : [
              {
                label: 'Delete',
                icon: Trash2,
                destructive: true,
                disabled: remove.isPending,
                confirm: { question: 'Are you sure you want to delete this inquiry?' },
                onSelect: () => remove.mutate(inquiry._id, { onSuccess: onDeleted }),
              },
            ]),
      ]}
    />
  );
}
