import { describe, expect, it } from 'vitest';
import { nextStepOf } from './next-step';

const WAITING = { stage: 'received' as const, answeredAt: null, quote: null };
const ANSWERED = '2030-01-10T06:30:00.000Z';

describe('nextStepOf', () => {
  it('tells a customer still waiting that the quote comes by e-mail and here', () => {
    expect(nextStepOf(WAITING)).toEqual({
      text: 'Nothing is needed from you until then: your quote will arrive by e-mail and show on this page.',
      askAgain: false,
    });
  });

  it('points to the quote once one is shown', () => {
    expect(nextStepOf({ ...WAITING, answeredAt: ANSWERED, quote: {} }).text).toBe(
      'Your quote is below, with what you can do about it.',
    );
  });

  it('promises a person to follow up once in contact', () => {
    expect(nextStepOf({ ...WAITING, stage: 'contacted', answeredAt: ANSWERED }).text).toBe(
      'A member of our team will follow up with you by phone or e-mail about the details.',
    );
  });

  it('never says booked before the booking is confirmed (issue 36)', () => {
    expect(nextStepOf({ ...WAITING, stage: 'arranging', answeredAt: ANSWERED }).text).toBe(
      'Our team will send you the booking with the advance it asks. Your dates are booked once it is confirmed.',
    );
    expect(nextStepOf({ ...WAITING, stage: 'awaiting_advance', answeredAt: ANSWERED }).text).toBe(
      'Your booking is below: your dates are held, and it is confirmed once your advance reaches us.',
    );
    expect(nextStepOf({ ...WAITING, stage: 'booked', answeredAt: ANSWERED }).text).toBe(
      'Your booking is below: it shows what is paid and what is due next.',
    );
    expect(nextStepOf({ ...WAITING, stage: 'cancelled', answeredAt: ANSWERED }).text).toMatch(/due back to you/);
  });

  it('offers a declined customer a way to ask again, kindly', () => {
    const declined = nextStepOf({ ...WAITING, stage: 'declined', answeredAt: ANSWERED });
    expect(declined.askAgain).toBe(true);
    expect(declined.text).toMatch(/^We are sorry we could not help this time\./);
    expect(nextStepOf({ ...WAITING, stage: 'contacted' }).askAgain).toBe(false);
  });
});
