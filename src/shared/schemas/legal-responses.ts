/* The legal pages as the API answers them. */
import { z } from 'zod';
import { LEGAL_PAGES } from '../constants/site.js';
import { isoDateTime } from './envelope-responses.js';

/** A legal page (`/privacy`, `/terms`) as the public site shows it: its text is Markdown. */
export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGES),
  title: z.string(),
  markdown: z.string(),
  updatedAt: isoDateTime,
});

/** The same for the settings screen, with who saved it last (null for the starting text). */
export const legalPageAdminSchema = legalPageSchema.extend({ updatedByName: z.string().nullable() });
