import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types a time into an antd date-time picker. The picker keeps a typed time only once it is
 * confirmed. A busy browser may confirm before it parsed the text, which still shows until the
 * field is left, then empties: type, confirm and leave the field until it keeps the time.
 */
export async function pickTime(page: Page, time: Locator, leaveTo: Locator, when: string): Promise<void> {
  await expect(async () => {
    await time.click();
    await time.fill(when);
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click({ timeout: 3000 });
    await leaveTo.click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0, { timeout: 2000 });
    await expect(time).toHaveValue(when, { timeout: 2000 });
  }).toPass();
}

/** A time as the date-time pickers show it (YYYY-MM-DD HH:mm, the browser's and this process's zone). */
export function pickerTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}
