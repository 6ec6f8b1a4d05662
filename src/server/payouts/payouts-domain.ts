import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { payoutVoucherAttachments } from './payout-voucher.js';
import { payoutsRoutes } from './payouts-routes.js';
import { tdsRegisterRoutes } from './tds-register-routes.js';

/**
 * The payouts domain (issue 39, decision 0036): the artist's side of a booking's money. Payee
 * details, the settlement (artist fee, commission, costs, TDS, net, paid, balance), payouts with
 * the TDS of the dated table and their vouchers (series P, PDF e-mailed to the payee), the TDS
 * register; and, for the talent side and the dashboard, earnings, statements and figures
 * (earnings.ts).
 */
export const payoutsDomain = fp(
  async (app: FastifyInstance) => {
    app.outbox.attachToKinds(['payout_voucher'], (email) => payoutVoucherAttachments(app.db, email));
    await app.register(payoutsRoutes, { prefix: '/api' });
    await app.register(tdsRegisterRoutes, { prefix: '/api' });
  },
  { name: 'payouts', dependencies: ['accounts', 'mail', 'billing'] },
);
