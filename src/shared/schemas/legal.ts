import { z } from 'zod';
import type { legalPageAdminSchema, legalPageSchema } from './legal-responses.js';
import { LEGAL_PAGES, type LegalPage } from '../constants/site.js';
import { isMultiLineText, singleLineText, TEXT_MESSAGES } from './text.js';
import { indianDigits } from '../indian-digits.js';

/** The lengths a legal page may have: a title of a line, a text of many pages. */
export const LEGAL_PAGE_LIMITS = { title: 120, markdown: 50_000 } as const;

/** The text of a legal page, as Markdown: not blank, bounded, no control characters but line breaks and tabs. */
const markdownSchema = z
  .string({ error: 'Text is required' })
  .max(LEGAL_PAGE_LIMITS.markdown, `Text must be at most ${indianDigits(LEGAL_PAGE_LIMITS.markdown)} characters`)
  .refine((value) => value.trim() !== '', 'Text is required')
  .refine(isMultiLineText, TEXT_MESSAGES.multiLine('Text'));

/**
 * An admin's save of a legal page (`PUT /api/legal/:slug`), and the settings form's rules: the
 * same schema on both sides. The title is trimmed; the Markdown is kept as written (leading
 * spaces can matter in Markdown).
 */
export const legalPageInputSchema = z.object({
  title: singleLineText('Title', LEGAL_PAGE_LIMITS.title),
  markdown: markdownSchema,
});
export type LegalPageInput = z.output<typeof legalPageInputSchema>;

/** True for the name of one of the legal pages (`privacy`, `terms`). */
export function isLegalPageSlug(value: string): value is LegalPage {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

/** The path parameter of the legal page calls; an unknown name is a 404, not a 400 (see the route). */
export const legalPageParamsSchema = z.object({ slug: z.string() });

/** A legal page as the public site shows it (legal-responses.ts holds the shape). */
export type LegalPageView = z.output<typeof legalPageSchema>;
/** The same with who saved it last, for the settings screen. */
export type AdminLegalPage = z.output<typeof legalPageAdminSchema>;
