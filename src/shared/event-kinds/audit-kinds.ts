import type { AuditKind } from '#shared/constants/audit';

/**
 * The registry of the audit log's kinds of record (decision 0030): each kind's noun in a row's
 * words ("Celebrity published") and its name in the kind filter. An inquiry's actions are worded
 * by the inquiry events' registry (inquiry-events.ts). event-kinds.test.ts fails when a kind the
 * database allows has no entry.
 */
export interface AuditKindEntry {
  noun: string;
  filter: string;
  /** Actions whose words are not simply the noun and the action (beyond an inquiry's event kinds). */
  actions?: Readonly<Record<string, string>>;
}

export const AUDIT_KIND_REGISTRY: Record<AuditKind, AuditKindEntry> = {
  celebrity: {
    noun: 'Celebrity',
    filter: 'Celebrities',
    // Issue 39: the manager's details, and the calendar's address e-mailed to them (never the address).
    actions: {
      manager_changed: 'Celebrity’s manager changed',
      calendar_feed_sent: 'Calendar address e-mailed to the manager',
      calendar_feed_renewed: 'Calendar address made or renewed',
    },
  },
  settings: { noun: 'Settings', filter: 'Settings' },
  staff: { noun: 'Staff member', filter: 'Staff' },
  account: { noun: 'Account', filter: 'Accounts' },
  inquiry: { noun: 'Inquiry', filter: 'Inquiries', actions: { erased: 'Personal data erased' } },
  talent: {
    noun: 'Talent account',
    filter: 'Talent',
    actions: { invited: 'Talent invited', reinvited: 'Talent invitation sent again', erased: 'Personal data erased' },
  },
  // Issue 40: the accountant's pack, each download of a period's report (the subject names the period).
  report: {
    noun: 'Report',
    filter: 'Reports',
    actions: {
      gstr1_downloaded: 'GSTR-1 return downloaded',
      sales_register_downloaded: 'Sales register downloaded',
      receipts_register_downloaded: 'Receipts register downloaded',
      tally_downloaded: 'Tally vouchers downloaded',
    },
  },
};
