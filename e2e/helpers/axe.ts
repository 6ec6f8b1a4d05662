import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level DESIGN.md's Lighthouse accessibility target rests on. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeCheckOptions {
  /**
   * The page holds an iframe sandboxed without scripts (an e-mail preview). Axe's default run
   * goes into every frame and waits there for timers that never fire in such a frame, so it
   * hangs; legacy mode still checks the iframe element (its title) but leaves out frames of
   * another origin, which a sandboxed frame is.
   */
  sandboxedFrames?: boolean;
}

/** Fails the test with a readable list (rule, impact, elements) when axe finds violations. */
export async function expectNoAxeViolations(
  page: Page,
  { sandboxedFrames = false }: AxeCheckOptions = {},
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(sandboxedFrames).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
