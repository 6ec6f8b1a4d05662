import { eq } from 'drizzle-orm';
import {
  EMPTY_PAYMENT_SETTINGS,
  type PaymentSettings,
  type PaymentSettingsChange,
  paymentSettingsSchema,
  withoutGateway,
} from '#shared/schemas/payment-settings';
import type { GatewayState, PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { paymentSettings } from './site-tables.js';

/*
 * Settings → Payments (issue 38): stored as the business details are, one row holding the shared
 * schema's output, read back through it; the payment gateway's credentials in columns of their
 * own, written and never read back out (only whether they are set, and the key id).
 */

type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** The gateway's credentials as an admin saved them. */
export interface SavedGatewayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The stored value read back through the schema; the empty settings when none (or one no longer valid). */
function valueOf(row: PaymentSettingsRow | undefined): PaymentSettings {
  const parsed = row ? paymentSettingsSchema.safeParse(row.value) : undefined;
  return parsed?.success ? withoutGateway(parsed.data) : EMPTY_PAYMENT_SETTINGS;
}

/** The saved credentials, when all three are. */
function credentialsOf(row: PaymentSettingsRow | undefined): SavedGatewayCredentials | null {
  if (!row?.gatewayKeyId || !row.gatewayKeySecret || !row.gatewayWebhookSecret) return null;
  return { keyId: row.gatewayKeyId, keySecret: row.gatewayKeySecret, webhookSecret: row.gatewayWebhookSecret };
}

/** What the form may know of the gateway: the environment's, when it sets one, else the saved one. */
function gatewayStateOf(row: PaymentSettingsRow | undefined, environmentKeyId: string | null): GatewayState {
  if (environmentKeyId !== null) return { source: 'environment', keyId: environmentKeyId, secretsSet: true };
  const saved = credentialsOf(row);
  return saved
    ? { source: 'settings', keyId: saved.keyId, secretsSet: true }
    : { source: 'off', keyId: null, secretsSet: false };
}

function stateOf(row: PaymentSettingsRow | undefined, environmentKeyId: string | null): PaymentSettingsState {
  return {
    ...valueOf(row),
    gateway: gatewayStateOf(row, environmentKeyId),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row ? row.updatedByName : null,
  };
}

const readRow = async (db: Db) => (await db.select().from(paymentSettings).where(eq(paymentSettings.id, true)))[0];

/** The settings as Settings → Payments shows them; `environmentKeyId` when the environment sets the gateway. */
export async function getPaymentSettingsState(db: Db, environmentKeyId: string | null): Promise<PaymentSettingsState> {
  return stateOf(await readRow(db), environmentKeyId);
}

/** The settings as the status page, the QR and the PDFs use them. */
export async function getPaymentSettings(db: Db): Promise<PaymentSettings> {
  return valueOf(await readRow(db));
}

/** The gateway's credentials an admin saved, or null (billing/effective-gateway.ts decides which apply). */
export async function getSavedGatewayCredentials(db: Db): Promise<SavedGatewayCredentials | null> {
  return credentialsOf(await readRow(db));
}

type GatewayColumns = Pick<PaymentSettingsRow, 'gatewayKeyId' | 'gatewayKeySecret' | 'gatewayWebhookSecret'>;

const MISSING_SECRET = {
  gatewayKeySecret: 'Give the key secret Razorpay showed with this key id',
  gatewayWebhookSecret: 'Give the webhook secret you set on Razorpay’s webhook',
} as const;

/**
 * The gateway's columns after a change: unchanged when no key id is given, cleared by an empty
 * one, else the key id with each secret given (an empty one keeps the saved one). A key id
 * without both secrets, given or saved, is refused on the missing field.
 */
function gatewayColumnsAfter(stored: PaymentSettingsRow | undefined, change: PaymentSettingsChange): GatewayColumns {
  const before: GatewayColumns = {
    gatewayKeyId: stored?.gatewayKeyId ?? null,
    gatewayKeySecret: stored?.gatewayKeySecret ?? null,
    gatewayWebhookSecret: stored?.gatewayWebhookSecret ?? null,
  };
  if (change.gatewayKeyId === undefined) return before;
  if (change.gatewayKeyId === '') return { gatewayKeyId: null, gatewayKeySecret: null, gatewayWebhookSecret: null };
  const after: GatewayColumns = {
    gatewayKeyId: change.gatewayKeyId,
    gatewayKeySecret: change.gatewayKeySecret || before.gatewayKeySecret,
    gatewayWebhookSecret: change.gatewayWebhookSecret || before.gatewayWebhookSecret,
  };
  const missing = (['gatewayKeySecret', 'gatewayWebhookSecret'] as const).filter((field) => !after[field]);
  if (missing.length > 0) {
    throw new DomainRefusal('invalid', MISSING_SECRET[missing[0]!], {
      fields: missing.map((field) => ({ path: field, message: MISSING_SECRET[field] })),
    });
  }
  return after;
}

/**
 * The gateway as the audit log keeps it: the key id, and of each secret only whether it is set
 * and, after a save, whether it changed. Never a secret's value.
 */
function auditedGateway(columns: GatewayColumns, before?: GatewayColumns) {
  const secret = (field: 'gatewayKeySecret' | 'gatewayWebhookSecret') => {
    if (!columns[field]) return 'not set';
    return before && before[field] !== columns[field] ? 'changed' : 'set';
  };
  return {
    gatewayKeyId: columns.gatewayKeyId,
    gatewayKeySecret: secret('gatewayKeySecret'),
    gatewayWebhookSecret: secret('gatewayWebhookSecret'),
  };
}

/** Saves the settings whole, with who saved them, and records the change in the audit log. */
export async function savePaymentSettings(
  db: Db,
  change: PaymentSettingsChange,
  editor: Actor,
  environmentKeyId: string | null,
): Promise<PaymentSettingsState> {
  const value = withoutGateway(change);
  return db.transaction(async (tx) => {
    // Locked: a save under way is waited for, so the audit log's "before" is what this replaced.
    const [stored] = await tx.select().from(paymentSettings).where(eq(paymentSettings.id, true)).for('update');
    const gateway = gatewayColumnsAfter(stored, change);
    const values = { value, ...gateway, updatedById: editor.id, updatedByName: editor.name, updatedAt: new Date() };
    const [row] = await tx
      .insert(paymentSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: values })
      .returning();
    if (!row) throw new Error('saving the payment settings returned no row');
    const storedGateway: GatewayColumns = {
      gatewayKeyId: stored?.gatewayKeyId ?? null,
      gatewayKeySecret: stored?.gatewayKeySecret ?? null,
      gatewayWebhookSecret: stored?.gatewayWebhookSecret ?? null,
    };
    await recordAudit(tx, editor, {
      kind: 'settings',
      action: 'updated',
      subjectId: 'payments',
      subjectLabel: 'Payments',
      before: stored ? { ...valueOf(stored), ...auditedGateway(storedGateway) } : null,
      after: { ...value, ...auditedGateway(gateway, storedGateway) },
    });
    return stateOf(row, environmentKeyId);
  });
}
