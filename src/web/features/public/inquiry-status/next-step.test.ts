import { describe, expect, it } from 'vitest';
import { nextStepOf } from './next-step';

const WAITING = { status: 'pending' as const, answeredAt: null, quote: null, booking: null };
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
    expect(nextStepOf({ ...WAITING, status: 'contacted', answeredAt: ANSWERED }).text).toBe(
      'A member of our team will follow up with you by phone or e-mail about the details.',
    );
  });

  it('names the next step of a confirmed inquiry, with or without its booking shown', () => {
    expect(nextStepOf({ ...WAITING, status: 'confirmed', answeredAt: ANSWERED }).text).toBe(
      'Our team will be in touch to settle the booking’s details and payment.',
    );
    expect(nextStepOf({ ...WAITING, status: 'confirmed', answeredAt: ANSWERED, booking: {} }).text).toBe(
      'Your booking is below: it shows what is paid and what is due next.',
    );
  });

  it('offers a declined customer a way to ask again, kindly', () => {
    const step = nextStepOf({ ...WAITING, status: 'rejected', answeredAt: ANSWERED });
    expect(step.askAgain).toBe(true);
    expect(step.text).toMatch(/^We are sorry we could not help this time\./);
    expect(nextStepOf({ ...WAITING, status: 'contacted' }).askAgain).toBe(false);
  });
});
