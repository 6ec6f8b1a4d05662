import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteButtonProps {
  /** The SPEC §5 question the dialog asks ("Are you sure you want to delete this inquiry?"). */
  question: string;
  /** Runs once the user confirmed. */
  onConfirm: () => void;
  /** While a delete of the same thing runs. */
  disabled?: boolean;
  /** The button's name when its text alone does not say what goes ("Delete Asha's inquiry"). */
  'aria-label'?: string;
  className?: string;
  /** The button's content; a bin and "Delete" unless given. */
  children?: ReactNode;
}

/**
 * The small red-outlined Delete of a card, which asks first: nothing is deleted until the
 * dialog is confirmed, and focus comes back to this button when it closes without acting.
 */
export function ConfirmDeleteButton({
  question,
  onConfirm,
  disabled = false,
  'aria-label': ariaLabel,
  className = '',
  children,
}: ConfirmDeleteButtonProps) {
  return (
    <ConfirmDialog
      question={question}
      onConfirm={onConfirm}
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={ariaLabel}
          className={`border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50 ${className}`}
        >
          {children ?? (
            <>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </>
          )}
        </Button>
      }
    />
  );
}
