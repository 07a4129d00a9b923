import ExcelJS from 'exceljs';
import { expect, test } from '../support/test';
import { signIn } from '../support/sign-in';

test('staff export published postings: the bar reaches 100%, the file holds the filtered rows', async ({
  page,
}) => {
  await signIn(page, 'reviewer');
  await page.goto('/rcwb/g07/g070116');
  // The screen's code loads on first use: slow on a busy machine.
  await page.getByTestId('toolbar-new').click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'New export' });
  const dataset = dialog.getByLabel('Data', { exact: true });
  await dataset.click();
  await dataset.fill('Postings');
  await page.keyboard.press('Enter');
  const status = dialog.getByRole('combobox', { name: 'Status', exact: true });
  await status.click();
  await status.fill('Published');
  await page.keyboard.press('Enter');
  // A reviewer may not unmask: the dialog says the file is masked instead of offering the switch.
  await expect(
    dialog.getByText('Personal data (names, phone and ID numbers, emails) is masked'),
  ).toBeVisible();
  await dialog.getByTestId('export-start').click();
  await expect(dialog).toBeHidden();

  // The newest export is the first row; the list refreshes itself until it is ready.
  const list = page.getByTestId('resource-data-exports');
  const row = list.getByTestId('resource-table').getByRole('row').nth(1);
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const rows = Number((await row.getByRole('cell').nth(3).innerText()).trim());
  expect(rows).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await row.getByTestId('action-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^postings-\d+-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['Title', 'Status', 'Contact phone']));
  expect(sheet.actualRowCount).toBe(rows + 1);
  const statusColumn = header.indexOf('Status') + 1;
  const phoneColumn = header.indexOf('Contact phone') + 1;
  for (let i = 2; i <= sheet.actualRowCount; i++) {
    expect(sheet.getRow(i).getCell(statusColumn).value).toBe('Published');
    const phone = sheet.getRow(i).getCell(phoneColumn).value;
    if (phone) expect(String(phone)).toContain('*');
  }
});
