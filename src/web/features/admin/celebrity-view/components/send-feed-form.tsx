import { Send } from 'lucide-react';
import { useId } from 'react';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { useAppForm } from '#web/lib/use-app-form';
import { useSendCalendarFeed } from '../api/send-calendar-feed';

interface SendFeedValues {
  to: string;
}

/** Nothing the person types goes to the server: every refusal belongs above the buttons. */
const fieldOf = () => undefined;

/**
 * Asks before e-mailing the calendar's private address to the manager (issue 39): whom it goes to
 * (read only, as saved), and a refusal, such as no e-mail address, above the buttons.
 */
export function SendFeedForm({
  celebrityId,
  celebrityName,
  managerEmail,
  onDone,
}: {
  celebrityId: string;
  celebrityName: string;
  managerEmail: string;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const send = useSendCalendarFeed(celebrityId);
  const form = useAppForm<SendFeedValues>({ defaultValues: { to: managerEmail } });
  return (
    <DialogForm
      form={form}
      label="Send calendar"
      firstField="to"
      fieldOf={fieldOf}
      send={() => send.mutateAsync()}
      sentToast={({ recipients }) => `${celebrityName}’s calendar e-mailed to ${recipients.join(', ')}`}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Sending..."
      icon={<Send className="size-4" aria-hidden="true" />}
      className="space-y-4"
    >
      <Field
        id={`${idPrefix}-to`}
        label="To"
        hint="The manager’s e-mail as saved. The address inside stays private: nobody in the panel sees it."
      >
        {(control) => (
          <TextInput {...control} {...form.register('to')} readOnly placeholder="No e-mail address saved" />
        )}
      </Field>
    </DialogForm>
  );
}
