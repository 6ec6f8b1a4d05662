/**
 * Terms a new agency can start from (issue 36): what an Indian talent agency's quotation usually
 * says, offered in the business details form while none are saved, for an admin to read and
 * change. Markdown, printed at the end of every quote. It names no figures of its own: the
 * advance, the balance's day and the cancellation slabs are printed from the quote itself.
 */
export const DEFAULT_QUOTE_TERMS = `1. **Payment.** The booking is confirmed when the advance shown on this quotation is received; the balance is due on the day shown, before the event. Payment by bank transfer to the account on this quotation.
2. **Cancellation.** A cancellation must be made in writing. It is charged as per the cancellation slabs on this quotation, counted from the day we receive it.
3. **Travel and stay.** Travel, stay and ground transport for the artist and their team are charged at actuals, as per the rider, unless this quotation includes them.
4. **Taxes.** GST as applicable, at the rate in force on the day of the invoice. Tax deducted at source, if any, must be certified to us within the time the law allows.
5. **The performance.** The fee covers the performance described on this quotation. Recording, broadcast or any commercial use of it needs our written consent.
6. **Events beyond control.** If the event cannot take place for reasons beyond either party's control (such as natural calamity, epidemic or an order of the authorities), we will agree a new date, or the amounts paid less costs already incurred are refunded.
7. **Jurisdiction.** These terms are governed by the laws of India; the courts of the city of our registered office alone have jurisdiction.`;
