import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import { fromOutboxState } from '../utils/back-to-outbox';

interface EmailPreviewLinkProps {
  emailId: string;
  className?: string;
  children: ReactNode;
}

/** A link to one e-mail's preview that remembers the list's filter and page for the way back. */
export function EmailPreviewLink({ emailId, className, children }: EmailPreviewLinkProps) {
  const { search } = useLocation();
  return (
    <Link to={PAGES.adminOutboxEmail.getHref(emailId)} state={fromOutboxState(search)} className={className}>
      {children}
    </Link>
  );
}
