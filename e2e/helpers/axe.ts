import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** What a check sends back: only the violations (axe leaves out every passing node's details). */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Puts axe into a frame once: a frame that holds it already (a dialog checked after its page)
 * keeps it. A frame that refuses it (the Outbox's e-mail preview, sandboxed without scripts) is
 * left without, as @axe-core/playwright left it: the page's check still covers the iframe element.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const injected = (async () => {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
    if (present) return;
    await frame.evaluate(`${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  })();
  // As @axe-core/playwright: a frame that does not answer within a second is left without.
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)));
  await Promise.race([injected.catch(() => undefined), timeLimit]);
  clearTimeout(timer);
}

/**
 * Fails the test with a readable list (rule, impact, elements) when axe finds violations: every
 * rule axe runs by default (WCAG 2.x A and AA, and its best practices).
 *
 * Axe runs in one pass inside the page ("legacy mode"), rather than once per frame and then
 * again in a blank page of its own to merge the frames' results, which took most of a check's
 * time (about 1.8 s of 2.6 s on /about); the default mode also hung inside the Outbox's
 * sandboxed preview, waiting for timers that never fire there. It is put into each frame once
 * per document: @axe-core/playwright sent its 570 KB source to the page twice for every check
 * (decision 0063).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(async () => {
    const results = await (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
