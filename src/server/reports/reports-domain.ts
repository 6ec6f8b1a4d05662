import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gstr1Routes } from './gstr1-routes.js';
import { ledgerRoutes } from './ledger-routes.js';
import { moneyDocumentsRoutes } from './money-documents-routes.js';
import { registerRoutes } from './register-routes.js';
import { tallyRoutes } from './tally-routes.js';

/**
 * The reports domain (issue 40): the accountant's pack, built from the GST documents as issued.
 * The GSTR-1 return (JSON, or the offline tool's CSVs in a zip), the sales and receipts registers,
 * the Tally vouchers and their ledger names; every download is audited. Admins only, but for the
 * Payments and Invoices lists (money-documents-routes.ts), which every staff member reads. It reads
 * billing's documents (report-documents-query.ts), so it sits before billing.
 */
export const reportsDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(gstr1Routes, { prefix: '/api' });
    await app.register(registerRoutes, { prefix: '/api' });
    await app.register(tallyRoutes, { prefix: '/api' });
    await app.register(ledgerRoutes, { prefix: '/api' });
    // Staff as well as admins: the Payments and Invoices lists (issue 41).
    await app.register(moneyDocumentsRoutes, { prefix: '/api' });
  },
  { name: 'reports', dependencies: ['accounts', 'billing'] },
);
