import type { FastifyReply } from 'fastify';

/** A PDF as a download: its name, never cached (every document here is someone's private record). */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}
