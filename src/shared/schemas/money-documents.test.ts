import { describe, expect, it } from 'vitest';
import { moneyDocumentsQuerySchema, moneyDocumentsSpan } from './money-documents.js';

describe('the money documents’ span', () => {
  it('is the year up to today when no day is given', () => {
    expect(moneyDocumentsSpan({}, '2026-11-29')).toEqual({ from: '2025-11-29', to: '2026-11-29' });
  });

  it('takes both days as given, and runs a year from or to a single day', () => {
    expect(moneyDocumentsSpan({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-29')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(moneyDocumentsSpan({ from: '2026-04-01' }, '2026-11-29')).toEqual({ from: '2026-04-01', to: '2027-04-01' });
    expect(moneyDocumentsSpan({ to: '2026-03-31' }, '2026-11-29')).toEqual({ from: '2025-03-31', to: '2026-03-31' });
  });
});

describe('the money documents’ query', () => {
  it('reads the kinds as a comma list, every kind when none', () => {
    expect(moneyDocumentsQuerySchema.parse({ kind: 'refund, receipt' }).kind).toEqual(['receipt', 'refund']);
    expect(moneyDocumentsQuerySchema.parse({}).kind).toEqual(['receipt', 'refund', 'invoice', 'credit_note']);
    expect(moneyDocumentsQuerySchema.safeParse({ kind: 'receipt,bill' }).success).toBe(false);
  });

  it('takes a span of at most a year, forwards', () => {
    expect(moneyDocumentsQuerySchema.safeParse({ from: '2025-12-01', to: '2026-11-30' }).success).toBe(true);
    expect(moneyDocumentsQuerySchema.safeParse({ from: '2025-11-29', to: '2026-11-30' }).success).toBe(false);
    expect(moneyDocumentsQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
  });
});
