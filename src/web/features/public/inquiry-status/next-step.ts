import type { InquiryStatusView } from '#shared/schemas/inquiry';

/** What the customer can expect next, and whether to offer them a way to ask again. */
export interface NextStep {
  text: string;
  /** Declined: the page offers a new inquiry. */
  askAgain: boolean;
}

type NextStepFacts = Pick<InquiryStatusView, 'status' | 'answeredAt'> & {
  quote: unknown;
  booking: unknown;
};

/**
 * "What happens next" on the status page (issue 23), from what the page already has: the
 * inquiry's status, whether the agency has answered, and whether a quote or a booking is shown
 * below (each section says the details itself, so this stays one line). The promised reply time
 * is on the page already ("We promise you a quote by …").
 */
export function nextStepOf({ status, answeredAt, quote, booking }: NextStepFacts): NextStep {
  switch (status) {
    case 'pending':
      if (quote) return { text: 'Your quote is below, with what you can do about it.', askAgain: false };
      return {
        text:
          answeredAt === null
            ? 'Nothing is needed from you until then: your quote will arrive by e-mail and show on this page.'
            : 'Your quote will arrive by e-mail and show on this page.',
        askAgain: false,
      };
    case 'contacted':
      return {
        text: 'A member of our team will follow up with you by phone or e-mail about the details.',
        askAgain: false,
      };
    case 'confirmed':
      return {
        text: booking
          ? 'Your booking is below: it shows what is paid and what is due next.'
          : 'Our team will be in touch to settle the booking’s details and payment.',
        askAgain: false,
      };
    case 'rejected':
      return {
        text: 'We are sorry we could not help this time. If your plans change, or another celebrity or date would suit you, we would be glad to hear from you again.',
        askAgain: true,
      };
  }
}
