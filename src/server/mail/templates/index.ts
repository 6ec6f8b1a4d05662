/**
 * The e-mail templates other domains render. A `.ts` entry because `#server/*` maps to `.ts`
 * files: JSX modules are reached through here from outside the mail folder.
 */
export { CUSTOMER_STATUS_HEADINGS, CustomerStatusEmail } from './customer-status-email.js';
export { type EmailAgency } from './email-layout.js';
export { type InquiryFacts } from './inquiry-facts.js';
export { InquiryReceivedEmail } from './inquiry-received-email.js';
export { PasswordResetEmail } from './password-reset-email.js';
export { StatusLinkEmail } from './status-link-email.js';
export { TEAM_INQUIRY_KINDS, TeamInquiryEmail } from './team-inquiry-email.js';
export { QuoteAcceptedEmail } from './quote-accepted-email.js';
export { type QuoteFacts } from './quote-facts.js';
export { QuoteSentEmail } from './quote-sent-email.js';
export { TEAM_QUOTE_KINDS, TeamQuoteEmail } from './team-quote-email.js';
export { BookingDocumentEmail } from './booking-document-email.js';
export { BusinessDetailsRequestEmail } from './business-details-request-email.js';
export { TeamGatewayRefundEmail } from './team-gateway-refund-email.js';
export { TeamPaymentClaimEmail } from './team-payment-claim-email.js';
export { TalentInvitationEmail } from './talent-invitation-email.js';
export { BlackoutDecisionEmail } from './blackout-decision-email.js';
export { PayoutVoucherEmail } from './payout-voucher-email.js';
