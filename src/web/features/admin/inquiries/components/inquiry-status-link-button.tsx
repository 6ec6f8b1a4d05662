import { Send } from 'lucide-react';
import { DESK_MESSAGES } from '#shared/messages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useSendStatusLink } from '../api/send-status-link';

/**
 * "Send the status link again": the customer lost their private link. Staff never read the link
 * (the outbox shows it as [hidden]); the server e-mails a new one to the customer's address.
 */
export function InquiryStatusLinkButton({ inquiry }: { inquiry: Pick<Inquiry, '_id' | 'email'> }) {
  const send = useSendStatusLink();
  return (
    <div className="space-y-1.5">
      <ConfirmDialog
        question={`E-mail a new private status link to ${inquiry.email}?`}
        confirmLabel="Send link"
        tone="plain"
        onConfirm={() => send.mutate(inquiry._id)}
        trigger={
          <Button variant="outline" size="sm" disabled={send.isPending}>
            <Send className="size-4" aria-hidden="true" />
            {DESK_MESSAGES.statusLinkResend}
          </Button>
        }
      />
      <p className="text-xs text-slate-600">{DESK_MESSAGES.statusLinkResendHint}</p>
    </div>
  );
}
