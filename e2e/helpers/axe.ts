import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level DESIGN.md's Lighthouse accessibility target rests on. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails the test with a readable list (rule, impact, elements) when axe finds violations.
 *
 * Axe runs in legacy mode: in one pass inside the page, rather than once per frame and then again
 * in a blank page of its own to merge the frames' results, which took most of a check's time
 * (about 1.8 s of 2.6 s on /about). Our pages hold one kind of iframe, the Outbox's e-mail
 * preview, sandboxed without scripts: legacy mode still checks the iframe element (its title),
 * and the default mode hung inside it, waiting for timers that never fire there.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only the violations are read: axe then leaves out the details of every passing node.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
