import { describe, expect, it } from 'vitest';
import { bookingFormSchema } from './booking-form';

const FORM = {
  inquiryId: '0b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11',
  celebrityId: '1b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11',
  start: '2027-02-14',
  end: '2027-02-14',
  venue: '',
};

describe('bookingFormSchema', () => {
  it('turns the typed rupees into paise, and leaves a blank total to the server', () => {
    expect(bookingFormSchema.parse({ ...FORM, total: '2,36,000.50' })).toMatchObject({ totalPaise: 23_600_050 });
    expect(bookingFormSchema.parse({ ...FORM, total: ' ' })).not.toHaveProperty('totalPaise');
  });

  it('refuses a total that is not an amount, and days that run backwards, on their fields', () => {
    const result = bookingFormSchema.safeParse({ ...FORM, end: '2027-02-13', total: 'two lakh' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['end', 'total']);
  });
});
