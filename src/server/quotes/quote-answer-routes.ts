import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { QuoteFormAnswer } from '#shared/status-page-answers';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { newQuoteRequestSchema, quoteAcceptanceSchema, quoteDeclineSchema } from '#shared/schemas/quote';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { inquiryStatusViewSchema } from '#shared/schemas/inquiry-responses';
import type { Db } from '#server/db/client';
import { clientAddressKey } from '#server/lib/client-address';
import { ok } from '#server/lib/envelope';
import { DomainRefusal } from '#server/lib/domain-refusal';
import { acceptFormPosts, isFormPost } from '#server/lib/form-posts';
import { HttpError } from '#server/lib/http-error';
import { sendPdf } from '#server/lib/pdf-reply';
import { consumeOrThrow } from '#server/plugins/rate-limits';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { inquiryClosedAt } from '#server/bookings/inquiry-closed-at';
import { inquiryOfStatusLink, statusLinkView } from '#server/inquiries/status-link-view';
import {
  acceptQuote,
  askForNewQuote,
  customerQuoteForPdf,
  declineQuote,
  QUOTE_ANSWER_MESSAGES,
} from './quote-answers.js';
import { quotePdfFile } from './quote-pdf-file.js';
import { getQuoteForPdf } from './quotes.js';

const STATUS_VIEW = envelopeOf(inquiryStatusViewSchema);
/** A browser's own description, kept with an acceptance; longer ones are cut. */
const MAX_USER_AGENT = 500;

/** The status link's answers are private like the link: never cached, indexed or referred. */
export async function privateAnswer(_request: FastifyRequest, reply: FastifyReply) {
  void reply.header('Cache-Control', 'no-store');
  void reply.header('Referrer-Policy', 'no-referrer');
  void reply.header('X-Robots-Tag', 'noindex');
}

/**
 * The customer's side of a quote, through their status link's token (issue 21): its PDF, and
 * Accept, Decline and "Ask for a new quote". Each call is limited per client address, and
 * answers with the status page's view as it now is, so the page shows the result at once.
 */
/** A status link's inquiry, after counting the call against `limiter`; 404 for an unknown token, 410 for one revoked or run out. */
export async function statusLinkInquiry(
  db: Db,
  request: FastifyRequest,
  token: string,
  limiter: RateLimiterAbstract,
): Promise<string> {
  await consumeOrThrow(limiter, clientAddressKey(request.ip));
  return inquiryOfStatusLink(db, token, inquiryClosedAt);
}

/** Where a quote form's post lands: the status page, at its quote, saying how it went. */
function statusPageAfterQuoteForm(token: string, answer: QuoteFormAnswer): string {
  return `/inquiry/${encodeURIComponent(token)}?quote=${answer}#quote-heading`;
}

/** A refusal common to the three forms: too many answers from the address. */
const isBusy = (error: unknown) => error instanceof HttpError && error.statusCode === 429;

/** A refused acceptance form in the page's words: a code the page turns into its sentence. */
function acceptFormAnswerOfRefusal(error: unknown): QuoteFormAnswer {
  if (isBusy(error)) return 'busy';
  if (error instanceof DomainRefusal && error.message === QUOTE_ANSWER_MESSAGES.datesTaken) return 'dates-taken';
  if (error instanceof DomainRefusal && error.kind !== 'invalid') return 'refused';
  return 'invalid';
}

/** A refused decline form: the quote accepted, or closed otherwise (the page says why), or what was sent not right. */
function declineFormAnswerOfRefusal(error: unknown): QuoteFormAnswer {
  if (isBusy(error)) return 'busy';
  if (error instanceof DomainRefusal && error.message === QUOTE_ANSWER_MESSAGES.acceptedAlready)
    return 'accepted-already';
  if (error instanceof DomainRefusal && error.kind !== 'invalid') return 'closed';
  return 'decline-invalid';
}

/** A refused "Ask for a new quote" form: the quote still open, or accepted, or what was sent not right. */
function newQuoteFormAnswerOfRefusal(error: unknown): QuoteFormAnswer {
  if (isBusy(error)) return 'busy';
  if (error instanceof DomainRefusal && error.message === QUOTE_ANSWER_MESSAGES.nothingToAskFor) return 'still-open';
  if (error instanceof DomainRefusal && error.message === QUOTE_ANSWER_MESSAGES.acceptedAlready)
    return 'accepted-already';
  if (error instanceof DomainRefusal && error.kind !== 'invalid') return 'closed';
  return 'new-quote-invalid';
}

type FormFields = Record<string, string | undefined>;

/** A version read from a form: digits as a number, anything else left for the schema to refuse. */
const versionOfForm = (value: string | undefined) => (/^\d{1,9}$/.test(value ?? '') ? Number(value) : value);

/**
 * The acceptance form's fields (strings) in the shape its JSON call sends, for the one schema to
 * check: the tick is sent only when ticked (as a checkbox's "on"), the version as digits.
 */
const acceptanceOfForm = (fields: FormFields) => ({
  name: fields.name,
  agree: fields.agree === 'on',
  version: versionOfForm(fields.version),
});

/** The decline form's fields in its JSON call's shape: the reason as typed, the version read as digits. */
const declineOfForm = (fields: FormFields) => ({ reason: fields.reason, version: versionOfForm(fields.version) });

/** The new-quote form's field in its JSON call's shape. */
const newQuoteRequestOfForm = (fields: FormFields) => ({ message: fields.message });

/**
 * What lets a quote answer's route take its form's own post too (decision 0047): the form's
 * strings read into the JSON call's shape before validation, so the one schema checks both, and
 * a refused form post sent back to the page with the refusal's code (the script's call still
 * gets the envelope).
 */
function takesItsForm(
  shapeOfForm: (fields: FormFields) => Record<string, unknown>,
  answerOfRefusal: (error: unknown) => QuoteFormAnswer,
) {
  return {
    preValidation: async (request: FastifyRequest) => {
      // Not yet checked: the schema's validation, which follows, refuses what does not fit.
      if (isFormPost(request)) request.body = shapeOfForm((request.body ?? {}) as FormFields);
    },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { token } = request.params as { token?: string };
      // A form post goes back to its page, whatever went wrong.
      if (isFormPost(request) && token && statusTokenParamsSchema.safeParse({ token }).success) {
        const answer = answerOfRefusal(error);
        request.log.info({ answer, url: request.routeOptions.url }, 'quote answer form refused');
        void reply.redirect(statusPageAfterQuoteForm(token, answer), 303);
        return;
      }
      throw error;
    },
  };
}

export const quoteAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const inquiryOf = (request: FastifyRequest, token: string, limiter: RateLimiterAbstract) =>
    statusLinkInquiry(app.db, request, token, limiter);

  async function viewNow(token: string) {
    return ok(await statusLinkView(app.db, token, inquiryClosedAt, app.statusLinkSections));
  }

  app.get(
    '/inquiry-status/:token/quote.pdf',
    { schema: { params: statusTokenParamsSchema }, onSend: privateAnswer },
    async (request, reply) => {
      const inquiryId = await inquiryOf(request, request.params.token, app.rateLimits.inquiryStatusLookups);
      const sent = await customerQuoteForPdf(app.db, inquiryId);
      const found = sent && (await getQuoteForPdf(app.db, sent.quoteId));
      if (!found) throw new HttpError(404, QUOTE_ANSWER_MESSAGES.noQuote);
      const { filename, content } = await quotePdfFile(app.db, found);
      return sendPdf(reply, filename, content);
    },
  );

  // Accepting, declining and asking for a new quote are also plain forms on the status page
  // (decision 0047): only in this plugin's scope, and never from another site's page.
  acceptFormPosts(app, app.config.siteUrl);

  app.post(
    '/inquiry-status/:token/quote/accept',
    {
      schema: { params: statusTokenParamsSchema, body: quoteAcceptanceSchema, response: { 200: STATUS_VIEW } },
      onSend: privateAnswer,
      ...takesItsForm(acceptanceOfForm, acceptFormAnswerOfRefusal),
    },
    async (request, reply) => {
      const { token } = request.params;
      const form = isFormPost(request);
      const inquiryId = await inquiryOf(request, token, app.rateLimits.quoteAnswers);
      await acceptQuote(app.db, app.desk, inquiryId, request.body, {
        ipAddress: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
      });
      app.outbox.wake();
      if (form) return reply.redirect(statusPageAfterQuoteForm(token, 'accepted'), 303);
      return viewNow(token);
    },
  );

  app.post(
    '/inquiry-status/:token/quote/decline',
    {
      schema: { params: statusTokenParamsSchema, body: quoteDeclineSchema, response: { 200: STATUS_VIEW } },
      onSend: privateAnswer,
      ...takesItsForm(declineOfForm, declineFormAnswerOfRefusal),
    },
    async (request, reply) => {
      const { token } = request.params;
      const form = isFormPost(request);
      const inquiryId = await inquiryOf(request, token, app.rateLimits.quoteAnswers);
      await declineQuote(app.db, app.desk, inquiryId, request.body);
      app.outbox.wake();
      if (form) return reply.redirect(statusPageAfterQuoteForm(token, 'declined'), 303);
      return viewNow(token);
    },
  );

  app.post(
    '/inquiry-status/:token/quote/request',
    {
      schema: { params: statusTokenParamsSchema, body: newQuoteRequestSchema, response: { 200: STATUS_VIEW } },
      onSend: privateAnswer,
      ...takesItsForm(newQuoteRequestOfForm, newQuoteFormAnswerOfRefusal),
    },
    async (request, reply) => {
      const { token } = request.params;
      const form = isFormPost(request);
      const inquiryId = await inquiryOf(request, token, app.rateLimits.quoteAnswers);
      await askForNewQuote(app.db, app.desk, inquiryId, request.body);
      app.outbox.wake();
      if (form) return reply.redirect(statusPageAfterQuoteForm(token, 'new-quote-asked'), 303);
      return viewNow(token);
    },
  );
};
