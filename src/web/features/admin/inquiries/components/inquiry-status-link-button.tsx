import { Send, ShieldX } from 'lucide-react';
import { DESK_MESSAGES } from '#shared/messages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useRevokeStatusLinks } from '../api/revoke-status-links';
import { useSendStatusLink } from '../api/send-status-link';

/**
 * The customer's private status link. "Send the status link again": the customer lost it; the
 * server e-mails their newest working link. "Revoke all links and send a new one": a link may
 * have reached someone else; every link stops working and a new one goes to the customer. Staff
 * never read a link (the outbox shows it as [hidden]).
 */
export function InquiryStatusLinkButton({ inquiry }: { inquiry: Pick<Inquiry, '_id' | 'email'> }) {
  const send = useSendStatusLink();
  const revoke = useRevokeStatusLinks();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <ConfirmDialog
          question={`E-mail the private status link to ${inquiry.email}?`}
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
      <div className="space-y-1.5">
        <ConfirmDialog
          question={`Revoke every status link of this inquiry? The customer's earlier links stop working at once, and a new link is e-mailed to ${inquiry.email}.`}
          confirmLabel="Revoke and send"
          onConfirm={() => revoke.mutate(inquiry._id)}
          trigger={
            <Button variant="outline" size="sm" disabled={revoke.isPending}>
              <ShieldX className="size-4" aria-hidden="true" />
              {DESK_MESSAGES.statusLinksRevoke}
            </Button>
          }
        />
        <p className="text-xs text-slate-600">{DESK_MESSAGES.statusLinksRevokeHint}</p>
      </div>
    </div>
  );
}
