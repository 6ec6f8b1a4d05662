import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportRangeQuerySchema } from '#shared/schemas/reports';
import { recordAudit } from '#server/audit/audit-log';
import { currentUser } from '#server/lib/current-user';
import { getLedgers } from './ledgers.js';
import { reportDocuments } from './report-documents-query.js';

/**
 * GET /api/reports/tally.xml?from=&to=: the period's vouchers for Tally (issue 40, decision 0040),
 * admins only, as a file; each download in the audit log (who, which days). Never cached: the
 * documents of the days may grow, and the file names customers.
 */
export const tallyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/tally.xml',
    {
      // The file is sent as its text.
      schema: { querystring: reportRangeQuerySchema, response: { 200: z.string() } },
      onRequest: app.requireUser(['admin']),
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const [ledgers, documents] = await Promise.all([getLedgers(app.db), reportDocuments(app.db, { from, to })]);
      // Loaded at the first download: its XML builder is 3 MB of heap that most servers never use.
      const { tallyXml } = await import('./tally/tally-xml.js');
      const xml = tallyXml({ ledgers, documents });
      await recordAudit(app.db, currentUser(request), {
        kind: 'report',
        action: 'tally_downloaded',
        subjectId: `tally:${from}:${to}`,
        subjectLabel: `Tally vouchers, ${from} to ${to}`,
        before: null,
        after: { from, to, documents: documents.length },
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="tally-vouchers-${from}-to-${to}.xml"`)
        .send(xml);
    },
  );
};
