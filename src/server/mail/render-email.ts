import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** An e-mail's HTML and its plain-text part, from one React template. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
