import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { periodicTask } from '#server/lib/periodic-task';
import { completeFinishedBookings, sendBalanceReminders } from './balance-reminders.js';
import { billingAttachments } from './billing-attachments.js';
import { billingRoutes } from './billing-routes.js';
import { billingStatusRoutes } from './billing-status-routes.js';
import { customerBooking } from './booking-answers.js';
import { gatewayRoutes } from './gateway-routes.js';
import { gatewayResolver } from './effective-gateway.js';
import { nightlyReconciliation } from './reconciliation.js';
import { reconciliationRoutes } from './reconciliation-routes.js';
import { customerPayment } from './customer-payment.js';
import { bookingRoutes } from './booking-routes.js';
import { bookingsListRoutes } from './bookings-list-routes.js';
import { bookingPostponementRoutes } from './booking-postponement-routes.js';
import { paymentClaimRoutes } from './payment-claim-routes.js';
import { paymentClaimStatusRoutes } from './payment-claim-status-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    billing: {
      /** Completes the bookings whose event is over, then sends the balance reminders come due. */
      sweep(today?: string, now?: Date): Promise<{ completed: number; reminded: number }>;
    };
  }
}

/** The sweep runs once per this many outbox polls (every minute at the default 5 s). */
const SWEEP_EVERY_POLLS = 12;
/** How often a process looks whether last night's reconciliation is done (it runs once a day). */
const RECONCILIATION_LOOK_SECONDS = 3600;

/**
 * The billing domain (issue 22, decision 0031): every rupee of a booking and every document. What
 * it sold, its payments and their receipt vouchers, cancellation by the quote's slabs, refunds,
 * the tax invoice and its credit notes, each a PDF e-mailed through the outbox; the booking's
 * answers, which show its money (the bookings domain keeps its days and states); the customer's
 * status link's booking, with its schedule and payments; and the sweep that completes past
 * bookings and reminds customers of their balance.
 */
export const billingDomain = fp(
  async (app: FastifyInstance) => {
    app.outbox.attachToKinds(['receipt_voucher', 'refund_voucher', 'tax_invoice', 'credit_note'], (email) =>
      billingAttachments(app.db, email),
    );
    app.decorate('billing', {
      async sweep(today?: string, now?: Date) {
        const completed = await completeFinishedBookings(app.db, today, now);
        const reminded = await sendBalanceReminders(app.db, app.desk, today, now);
        if (reminded > 0) app.outbox.wake();
        return { completed, reminded };
      },
    });
    app.statusLinkSections.booking = (db, inquiryId) => customerBooking(db, inquiryId);
    // Paying online (issue 38): on when the environment or Settings → Payments sets the three
    // Razorpay credentials, looked up at each use.
    app.decorate('paymentGateway', gatewayResolver(app.config, app.savedGateway));
    app.statusLinkSections.payment = async (db, _inquiryId, booking) =>
      customerPayment(db, booking, (await app.paymentGateway.current()) !== null);
    const poll = app.config.outboxPollSeconds;
    periodicTask(app, 'billing sweep', poll, poll * SWEEP_EVERY_POLLS, () => app.billing.sweep());
    // The nightly reconciliation: yesterday's payments, once a day in whichever process is first,
    // while a gateway is configured (a day without one stays unchecked until it is).
    periodicTask(app, 'gateway reconciliation', poll * SWEEP_EVERY_POLLS, RECONCILIATION_LOOK_SECONDS, async () => {
      const gateway = await app.paymentGateway.current();
      if (!gateway) return;
      const checked = await nightlyReconciliation(app.db, gateway.client);
      if (checked && (checked.gatewayOnly > 0 || checked.productOnly > 0)) {
        app.log.warn(checked, 'payment reconciliation: payments seen on one side only (Payments to reconcile)');
      }
    });
    await app.register(bookingRoutes, { prefix: '/api' });
    await app.register(bookingsListRoutes, { prefix: '/api' });
    await app.register(bookingPostponementRoutes, { prefix: '/api' });
    await app.register(billingRoutes, { prefix: '/api' });
    await app.register(billingStatusRoutes, { prefix: '/api' });
    await app.register(gatewayRoutes, { prefix: '/api' });
    await app.register(reconciliationRoutes, { prefix: '/api' });
    await app.register(paymentClaimRoutes, { prefix: '/api' });
    await app.register(paymentClaimStatusRoutes, { prefix: '/api' });
  },
  { name: 'billing', dependencies: ['accounts', 'inquiries', 'calendar', 'quotes', 'mail', 'site'] },
);
