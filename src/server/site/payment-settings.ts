import { eq } from 'drizzle-orm';
import { EMPTY_PAYMENT_SETTINGS, type PaymentSettings, paymentSettingsSchema } from '#shared/schemas/payment-settings';
import type { PaymentSettingsState } from '#shared/schemas/payment-settings-responses';
import type { Db } from '#server/db/client';
import { recordAudit } from '#server/audit/audit-log';
import type { Actor } from '#server/lib/actor';
import { paymentSettings } from './site-tables.js';

/*
 * Settings → Payments (issue 38): stored as the business details are, one row holding the shared
 * schema's output, read back through it.
 */

type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** The stored value read back through the schema; the empty settings when none (or one no longer valid). */
function valueOf(row: PaymentSettingsRow | undefined): PaymentSettings {
  const parsed = row ? paymentSettingsSchema.safeParse(row.value) : undefined;
  return parsed?.success ? parsed.data : EMPTY_PAYMENT_SETTINGS;
}

function stateOf(row: PaymentSettingsRow | undefined): PaymentSettingsState {
  return {
    ...valueOf(row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row ? row.updatedByName : null,
  };
}

export async function getPaymentSettingsState(db: Db): Promise<PaymentSettingsState> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, true));
  return stateOf(row);
}

/** The settings as the status page, the QR and the PDFs use them. */
export async function getPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, true));
  return valueOf(row);
}

/** Saves the settings whole, with who saved them, and records the change in the audit log. */
export async function savePaymentSettings(
  db: Db,
  value: PaymentSettings,
  editor: Actor,
): Promise<PaymentSettingsState> {
  const values = { value, updatedById: editor.id, updatedByName: editor.name, updatedAt: new Date() };
  return db.transaction(async (tx) => {
    // Locked: a save under way is waited for, so the audit log's "before" is what this replaced.
    const [stored] = await tx.select().from(paymentSettings).where(eq(paymentSettings.id, true)).for('update');
    const [row] = await tx
      .insert(paymentSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: values })
      .returning();
    if (!row) throw new Error('saving the payment settings returned no row');
    await recordAudit(tx, editor, {
      kind: 'settings',
      action: 'updated',
      subjectId: 'payments',
      subjectLabel: 'Payments',
      before: stored ? valueOf(stored) : null,
      after: value,
    });
    return stateOf(row);
  });
}
