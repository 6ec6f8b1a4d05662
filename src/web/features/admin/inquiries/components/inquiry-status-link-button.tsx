import type { ReactNode } from 'react';
import { Send, ShieldX } from 'lucide-react';
import { DESK_MESSAGES } from '#shared/messages';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useRevokeStatusLinks } from '../api/revoke-status-links';
import { useSendStatusLink } from '../api/send-status-link';

/** One action on the status link: its button, asked again in a dialog, and a line saying what it does. */
function StatusLinkAction(props: {
  question: string;
  confirmLabel: string;
  tone?: 'danger' | 'plain';
  onConfirm: () => void;
  pending: boolean;
  icon: ReactNode;
  label: string;
  hint: string;
}) {
  return (
    <div className="space-y-1.5">
      <ConfirmDialog
        question={props.question}
        confirmLabel={props.confirmLabel}
        tone={props.tone}
        onConfirm={props.onConfirm}
        trigger={
          <Button variant="outline" size="sm" disabled={props.pending}>
            {props.icon}
            {props.label}
          </Button>
        }
      />
      <p className="text-xs text-slate-600">{props.hint}</p>
    </div>
  );
}

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
      <StatusLinkAction
        question={`E-mail the private status link to ${inquiry.email}?`}
        confirmLabel="Send link"
        tone="plain"
        onConfirm={() => send.mutate(inquiry._id)}
        pending={send.isPending}
        icon={<Send className="size-4" aria-hidden="true" />}
        label={DESK_MESSAGES.statusLinkResend}
        hint={DESK_MESSAGES.statusLinkResendHint}
      />
      <StatusLinkAction
        question={`Revoke every status link of this inquiry? The customer's earlier links stop working at once, and a new link is e-mailed to ${inquiry.email}.`}
        confirmLabel="Revoke and send"
        onConfirm={() => revoke.mutate(inquiry._id)}
        pending={revoke.isPending}
        icon={<ShieldX className="size-4" aria-hidden="true" />}
        label={DESK_MESSAGES.statusLinksRevoke}
        hint={DESK_MESSAGES.statusLinksRevokeHint}
      />
    </div>
  );
}
