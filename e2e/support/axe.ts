import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious and critical violations inside the given parts of the page (the whole page when none
 * are named): WCAG 2.1 AA rules, or every rule axe has (best practices too) with `allRules`.
 *
 * Legacy mode runs axe in the page (and its same-origin frames) with `axe.run`. The default runs
 * each frame apart and merges the results in a new blank page: ~1 s a check against ~0.3 s, for
 * ~150 checks a run, and the portal embeds no cross-origin frame it could miss. Only violations
 * are gathered in full.
 */
export async function seriousViolations(
  page: Page,
  scope: string | readonly string[] = [],
  { allRules = false } = {},
) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of typeof scope === 'string' ? [scope] : scope) builder = builder.include(selector);
  if (!allRules) builder = builder.withTags(WCAG);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * The same with nothing hovered or focused: the hover and focus colours antd derives for
 * buttons from the theme's primary #409EFF can fall below 4.5:1 (seen on a dialog's OK and a
 * small default button), a theme matter for the whole app; screens are checked at rest.
 */
export async function restingViolations(page: Page, selector: string) {
  await page.mouse.move(0, 0);
  const focused = page.locator(':focus');
  if (await focused.count()) await focused.blur();
  return seriousViolations(page, selector);
}
