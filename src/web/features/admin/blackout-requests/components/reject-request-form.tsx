import { zodResolver } from '@hookform/resolvers/zod';
import { CircleX } from 'lucide-react';
import { useId } from 'react';
import { blackoutRejectSchema, type BlackoutRejectInput, type BlackoutRequest } from '#shared/schemas/talent';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useRejectBlackoutRequest } from '../api/decide-blackout-request';

const resolver = zodResolver(blackoutRejectSchema);
const rejectFieldOf = fieldsNamed(['reason'] as const);

interface RejectRequestFormProps {
  request: BlackoutRequest;
  onRejected: () => void;
  onCancel: () => void;
}

/** Reject: the reason the talent reads beside their request. */
export function RejectRequestForm({ request, onRejected, onCancel }: RejectRequestFormProps) {
  const id = useId();
  const reject = useRejectBlackoutRequest();
  const form = useAppForm<BlackoutRejectInput>({ resolver, defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm
      form={form}
      label="Reject request"
      submitLabel="Reject"
      tone="danger"
      firstField="reason"
      fieldOf={rejectFieldOf}
      send={(input) => reject.mutateAsync({ id: request._id, input })}
      onSent={onRejected}
      onCancel={onCancel}
      busyLabel="Rejecting..."
      icon={<CircleX className="size-4" aria-hidden="true" />}
    >
      <Field id={`${id}-reason`} label="Reason" required error={errors.reason?.message} hint="The talent reads it.">
        {(control) => <TextInput {...control} {...register('reason')} maxLength={500} autoComplete="off" />}
      </Field>
    </DialogForm>
  );
}
