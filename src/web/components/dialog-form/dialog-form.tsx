import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { formSubmit } from '#web/lib/form-submit';
import { notify } from '#web/lib/notify';
import { DialogFormActions, type DialogFormActionsProps } from './dialog-form-actions';
import { useFocusOnOpen } from './use-dialog-form';

type FrameActions = Omit<DialogFormActionsProps, 'busy' | 'serverError' | 'label'>;

interface DialogFormProps<TValues extends FieldValues, TOutput, TResult> extends FrameActions {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form's name, and its submit button's words unless `submitLabel` says otherwise. */
  label: string;
  /** The id of a heading inside that names the form instead of `label`. */
  labelledBy?: string;
  submitLabel?: string;
  /** The first field to fill: it takes the focus when the form opens. */
  firstField: FieldPath<TValues>;
  /** The form's field for a server error's path (see `fieldsNamed`). */
  fieldOf: (path: string) => FieldPath<TValues> | undefined;
  send: (input: TOutput) => Promise<TResult>;
  /** After a success, with what `send` answered. */
  onSent: (result: TResult) => void;
  /** What the success toast says of what `send` answered (a document's number), shown before `onSent`. */
  sentToast?: (result: TResult) => string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a dialog form: the form element, the first field focused on opening, the submit
 * (the server's refusals beside their fields, the rest above the buttons) and the foot with Cancel
 * and the submit button. The form's fields go inside.
 */
export function DialogForm<TValues extends FieldValues, TOutput, TResult>({
  form,
  label,
  labelledBy,
  submitLabel = label,
  firstField,
  fieldOf,
  send,
  onSent,
  sentToast,
  className,
  children,
  ...actions
}: DialogFormProps<TValues, TOutput, TResult>) {
  useFocusOnOpen(form.setFocus, firstField);
  const submit = formSubmit(form, fieldOf, send, (result) => {
    if (sentToast) notify.success(sentToast(result));
    onSent(result);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={submit}
      className={className}
    >
      {children}
      <DialogFormActions
        {...actions}
        label={submitLabel}
        busy={isSubmitting}
        serverError={errors.root?.server?.message}
      />
    </form>
  );
}
