import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gstr1QuerySchema } from '#shared/schemas/reports';
import { currentUser } from '#server/lib/current-user';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { getBusinessDetails } from '#server/site/business-details';
import { gstr1CsvZip } from './gstr1/gstr1-csv.js';
import { gstr1Return } from './gstr1/gstr1-return.js';
import { gstr1Documents } from './report-documents-query.js';
import { recordReportDownload } from './report-downloads.js';

export const GSTR1_MESSAGES = {
  gstinMissing: 'Set the agency’s GSTIN in Settings, Business details, to make its GST return',
} as const;

/**
 * GET /api/reports/gstr1: the GSTR-1 return of a month or quarter (issue 40), admins only, as the
 * portal's JSON (the body itself, a file to save) or `format=csv` a zip of the offline tool's
 * CSVs. Built from the documents as issued; refused (409) until the agency's GSTIN is set, since
 * the return is filed under it. Each download is audited.
 */
export const gstr1Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/gstr1',
    { schema: { querystring: gstr1QuerySchema }, onRequest: app.requireUser(['admin']) },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { period, format } = request.query;
      const { gstin } = await getBusinessDetails(app.db);
      if (!gstin) throw new DomainRefusal('conflict', GSTR1_MESSAGES.gstinMissing);
      const ret = gstr1Return({ gstin, period, documents: await gstr1Documents(app.db, period) });
      await recordReportDownload(app.db, currentUser(request), {
        action: 'gstr1_downloaded',
        subjectId: `gstr1:${period.slug}`,
        subjectLabel: `GSTR-1, ${period.label}`,
        details: { from: period.from, to: period.to, format },
      });
      const name = `GSTR1-${gstin}-${period.slug}`;
      if (format === 'csv') {
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', `attachment; filename="${name}.zip"`)
          .send(Buffer.from(gstr1CsvZip(ret)));
      }
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}.json"`)
        .send(JSON.stringify(ret));
    },
  );
};
