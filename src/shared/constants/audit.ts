/* What the audit log records changes to. */

/** What the audit log records changes to. */
export const AUDIT_KINDS = ['celebrity', 'settings', 'staff', 'account', 'inquiry', 'talent', 'report'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
