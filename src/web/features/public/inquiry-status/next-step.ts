import type { InquiryStatusView } from '#shared/schemas/inquiry';

/** What the customer can expect next, and whether to offer them a way to ask again. */
export interface NextStep {
  text: string;
  /** Declined: the page offers a new inquiry. */
  askAgain: boolean;
}

type NextStepFacts = Pick<InquiryStatusView, 'stage' | 'answeredAt'> & { quote: unknown };

const step = (text: string): NextStep => ({ text, askAgain: false });

/**
 * "What happens next" on the status page (issue 23), from where the inquiry stands (its stage:
 * the booking's own state once there is one, issue 36), whether the agency has answered, and
 * whether a quote is shown below (each section says the details itself, so this stays one line).
 * The promised reply time is on the page already ("We promise you a quote by …").
 */
export function nextStepOf({ stage, answeredAt, quote }: NextStepFacts): NextStep {
  switch (stage) {
    case 'received':
      if (quote) return step('Your quote is below, with what you can do about it.');
      return step(
        answeredAt === null
          ? 'Nothing is needed from you until then: your quote will arrive by e-mail and show on this page.'
          : 'Your quote will arrive by e-mail and show on this page.',
      );
    case 'contacted':
      return step('A member of our team will follow up with you by phone or e-mail about the details.');
    case 'arranging':
      return step(
        'Our team will send you the booking with the advance it asks. Your dates are booked once it is confirmed.',
      );
    case 'awaiting_advance':
      return step('Your booking is below: your dates are held, and it is confirmed once your advance reaches us.');
    case 'booked':
      return step('Your booking is below: it shows what is paid and what is due next.');
    case 'completed':
      return step('Your booking is below, with what was paid.');
    case 'cancelled':
      return step('Your booking is below, with what is due back to you. Our team will be in touch about it.');
    case 'declined':
      return {
        text: 'We are sorry we could not help this time. If your plans change, or another celebrity or date would suit you, we would be glad to hear from you again.',
        askAgain: true,
      };
  }
}
