import { gstStateLabel } from '#shared/gst/states';
import { indianDigits } from '#shared/indian-digits';
import type { Inquiry } from '#shared/schemas/inquiry';
import { rupeesTextOfPaise } from '#shared/rupees-text';

/** What a quote needs that the customer gave on their inquiry (issue 41). */
export type QuoteNeed = 'budget' | 'guests' | 'company' | 'gstin' | 'billingState';

/**
 * Each of them the customer gave, in the order the form asks for them, as staff read it: the
 * budget in rupees (`₹5,00,000`), the guests with Indian grouping, the billing state with its
 * GST code (`27 Maharashtra`). The inquiry's page lists them; the quote builder shows the budget
 * and the guests beside it.
 */
export function quoteNeedsOf(inquiry: Inquiry): { need: QuoteNeed; label: string; value: string }[] {
  const needs: { need: QuoteNeed; label: string; value: string | null }[] = [
    {
      need: 'budget',
      label: 'Budget',
      value: inquiry.budgetPaise === null ? null : `₹${rupeesTextOfPaise(inquiry.budgetPaise)}`,
    },
    { need: 'guests', label: 'Guests', value: inquiry.guests === null ? null : indianDigits(inquiry.guests) },
    { need: 'company', label: 'Company', value: inquiry.companyName },
    { need: 'gstin', label: 'GSTIN', value: inquiry.gstin },
    {
      need: 'billingState',
      label: 'Billing state',
      value: inquiry.billingState === null ? null : gstStateLabel(inquiry.billingState),
    },
  ];
  return needs.flatMap(({ value, ...rest }) => (value ? [{ ...rest, value }] : []));
}
