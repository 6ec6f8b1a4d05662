import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportRangeQuerySchema } from '#shared/schemas/reports';
import { currentUser } from '#server/lib/current-user';
import { receiptsRegisterCsv, salesRegisterCsv } from './registers.js';
import type { ReportDocument } from './report-documents.js';
import { reportDocuments, type ReportKinds } from './report-documents-query.js';
import { recordReportDownload, type ReportDownloadAction } from './report-downloads.js';

/** The two registers: what each is called in a file's name and in the audit log, and how it is made. */
const REGISTERS: {
  path: string;
  slug: string;
  title: string;
  action: ReportDownloadAction;
  kinds: ReportKinds;
  csv: (documents: ReportDocument[]) => string;
}[] = [
  {
    path: '/reports/sales-register',
    slug: 'sales-register',
    title: 'Sales register',
    action: 'sales_register_downloaded',
    kinds: 'sales',
    csv: salesRegisterCsv,
  },
  {
    path: '/reports/receipts-register',
    slug: 'receipts-register',
    title: 'Receipts register',
    action: 'receipts_register_downloaded',
    kinds: 'receipts',
    csv: receiptsRegisterCsv,
  },
];

/**
 * GET /api/reports/sales-register and /receipts-register?from=&to= (issue 40), admins only: the
 * documents dated in the range (India's days, both included, at most a year) as CSV, the sales
 * register's invoices and credit notes, the receipts register's vouchers. Each download is audited.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const register of REGISTERS) {
    app.get(
      register.path,
      { schema: { querystring: reportRangeQuerySchema }, onRequest: app.requireUser(['admin']) },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        const { from, to } = request.query;
        const csv = register.csv(await reportDocuments(app.db, { from, to }, register.kinds));
        await recordReportDownload(app.db, currentUser(request), {
          action: register.action,
          subjectId: `${register.slug}:${from}..${to}`,
          subjectLabel: `${register.title}, ${from} to ${to}`,
          details: { from, to, format: 'csv' },
        });
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${register.slug}-${from}-to-${to}.csv"`)
          .send(csv);
      },
    );
  }
};
