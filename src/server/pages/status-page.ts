import type { FastifyInstance } from 'fastify';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import type { PageData } from '#shared/schemas/page-data';
import { inquiryClosedAt } from '#server/bookings/inquiry-closed-at';
import { answerToDomainError } from '#server/domain-errors';
import { lookUpInquiryStatus } from '#server/inquiries/status-link-routes';

/** What a status link's page is drawn from: its status, and on a 200 the inquiry's view. */
export interface StatusPageLookup {
  status: number;
  initialData?: PageData;
}

/**
 * A customer's status page, `/inquiry/<token>`, looked up as its API call does it
 * (`lookUpInquiryStatus`: the same limit per client address, the same view), so the server can
 * draw it (docs/decisions/0047). A link that opens nothing answers with the call's status (400 a
 * token we never make, 404 unknown, 410 revoked or run out, 429 too many lookups) and no data:
 * the browser then draws the page the app shows for it, from its own call.
 */
export async function lookUpStatusPage(
  app: FastifyInstance,
  clientIp: string,
  token: string,
): Promise<StatusPageLookup> {
  if (!statusTokenParamsSchema.safeParse({ token }).success) return { status: 400 };
  try {
    const view = await lookUpInquiryStatus(app, clientIp, token, inquiryClosedAt);
    return { status: 200, initialData: { inquiryStatus: { token, view } } };
  } catch (error) {
    // A refusal of the link (404, 410), or the limit's 429 (which carries its own status).
    const status = answerToDomainError(error)?.statusCode ?? statusCodeOf(error);
    if (status !== undefined && status >= 400 && status < 500) return { status };
    throw error;
  }
}

function statusCodeOf(error: unknown): number | undefined {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' ? code : undefined;
}
