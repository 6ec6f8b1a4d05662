import { describe, expect, it } from 'vitest';
import { inquiryTopic } from './inquiry-topic';

describe('inquiryTopic', () => {
  it('names the celebrity of a booking, and the package of a general inquiry', () => {
    expect(inquiryTopic({ kind: 'booking', celebrityName: 'Meera Kapoor', packageName: null })).toBe('Meera Kapoor');
    expect(inquiryTopic({ kind: 'general', celebrityName: '', packageName: null })).toBe('General inquiry');
    expect(inquiryTopic({ kind: 'general', celebrityName: '', packageName: 'Gold' })).toBe('General inquiry: Gold');
  });
});
