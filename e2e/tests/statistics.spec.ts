import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

/** The numbers of a table beside a chart: its rows' labels and values. */
async function tableRows(table: Locator): Promise<[string, number][]> {
  const rows = table.locator('tbody tr.ant-table-row');
  const out: [string, number][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('td');
    out.push([(await cells.nth(0).innerText()).trim(), Number(await cells.nth(1).innerText())]);
  }
  return out;
}

const figure = async (page: Page, key: string) =>
  Number((await page.getByTestId(`figure-${key}`).getByTestId('figure-value').innerText()).replace(/,/g, ''));

/** The reviewer opens the statistics dashboard; its first answer also loads the charts' chunk. */
async function openDashboard(page: Page) {
  await signIn(page, 'reviewer');
  await page.goto('/rcwb/g21/g210101');
  await expect(page.getByTestId('stat-dashboard')).toBeVisible({ timeout: 30_000 });
}

test('staff filter the dashboard to a district and a month, and the export holds the same numbers', async ({
  page,
}) => {
  await openDashboard(page);

  // This month (the demo data is written when the server starts), in Fuzhou's Gulou district.
  const month = new Date().toISOString().slice(0, 7);
  const date = page.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill(month);
  await page.keyboard.press('Enter');
  await expect(date).toHaveValue(month);
  const place = page.getByLabel('City or district', { exact: true });
  await place.click();
  await place.fill('Gulou');
  await page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item')
    .filter({ hasText: /Fujian \/ Fuzhou \/ Gulou/ })
    .click();
  await expect(page.getByTestId('stat-range')).toContainText(`${month}-01 to`);
  const districts = page.getByTestId('stat-districts-table');
  await expect(districts.locator('tbody tr.ant-table-row')).toHaveCount(1);

  // The table beside each chart holds the figure the card shows.
  const created = await figure(page, 'posting_new');
  expect(created).toBeGreaterThan(0);
  const [districtName, inDistrict] = (await tableRows(districts))[0]!;
  expect(districtName).toContain('Gulou');
  expect(inDistrict).toBe(created);
  const trend = await tableRows(page.getByTestId('stat-trend-table'));
  expect(trend.reduce((s, [, n]) => s + n, 0)).toBe(created);

  const download = page.waitForEvent('download');
  await page.getByTestId('resource-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics-\d{8}-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await fs.readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Figures')!;
  const figures = new Map<string, unknown>();
  sheet.eachRow((row, i) => {
    if (i > 1) figures.set(String(row.getCell(1).value), row.getCell(2).value);
  });
  expect(figures.get('Postings created')).toBe(created);
  expect(figures.get('Resumes delivered')).toBe(await figure(page, 'delivery'));
  const byDistrict = book.getWorksheet('By district')!;
  expect(String(byDistrict.getRow(2).getCell(1).value)).toBe(districtName);
  expect(byDistrict.getRow(2).getCell(2).value).toBe(inDistrict);
});

test('archives and talent services have their cards, and a chart of one holds the card’s number', async ({
  page,
}) => {
  await openDashboard(page);

  for (const [key, name] of [
    ['archive_received', 'Archives received'],
    ['archive_transferred', 'Archives transferred out'],
    ['archive_request_handled', 'Archive requests handled'],
    ['recognition_granted', 'Talent recognitions granted'],
    ['service_granted', 'Talent services granted'],
    ['service_amount', 'Subsidies granted (yuan)'],
  ] as const)
    await expect(page.getByTestId(`figure-${key}`)).toContainText(name);

  // The demo archive requests include one closed when the server started: this month.
  const handled = await figure(page, 'archive_request_handled');
  expect(handled).toBeGreaterThanOrEqual(1);
  expect(await figure(page, 'recognition_granted')).toBeGreaterThanOrEqual(1);
  // The metrics list is virtual (only a few options are drawn): walk to the option by keyboard.
  await page.getByLabel('Chart of').click();
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  for (let i = 0; i < 40 && (await active.innerText()) !== 'Archive requests handled'; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const trend = page.getByTestId('stat-trend-table');
  await expect(trend).toContainText('Archive requests handled');
  const rows = await tableRows(trend);
  expect(rows.reduce((s, [, n]) => s + n, 0)).toBe(handled);
});
