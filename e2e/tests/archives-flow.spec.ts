import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshIdNumber } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { downloadedFile, flowBrowsers } from '../support/flow-browsers';

/**
 * DOMAIN.md flow 3 through the screens: a person who registers here has their archive registered
 * by the archivist, requests an archive certificate; the archivist returns it for a missing
 * material; the person attaches it and hands it in again; the archivist handles and issues the
 * certificate; the person opens the printable page and downloads the server's PDF; the public
 * verification page confirms the certificate is genuine and valid.
 */

test.describe.configure({ mode: 'serial' });
const slow = expect.configure({ timeout: 30_000 });

const STAMP = Date.now().toString(36);
const PERSON = {
  username: `arch${STAMP}`,
  password: 'Arch#Strong2026',
  mobile: `139${String(Date.now()).slice(-8)}`,
  name: `Lin Xiao ${STAMP}`,
  idNumber: freshIdNumber(1996),
};
const NUMBER = `DA-E2E-${STAMP.toUpperCase()}`.slice(0, 30);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const browsers = flowBrowsers();
let person: Page;
let archivist: Page;
let requestPath = '';

test.afterAll(browsers.closeAll);

test('a new person registers and the archivist registers their archive', async ({ browser }) => {
  // Registration reads the SMS code in an administrator's browser: three browsers on a busy machine.
  test.setTimeout(180_000);
  person = await browsers.newPerson(browser, PERSON);

  archivist = await browsers.signedIn(browser, 'archivist');
  await archivist.goto('/rcwb/g07/g070111');
  await slow(archivist.getByTestId('resource-table')).toBeVisible();
  await archivist.getByRole('button', { name: 'Register an archive' }).click();
  const dialog = archivist.getByRole('dialog');
  await dialog.getByLabel('Archive number', { exact: true }).fill(NUMBER);
  await dialog.getByLabel('Holder’s user name', { exact: true }).fill(PERSON.username);
  await dialog.getByLabel('Received from', { exact: true }).fill('Fuzhou University');
  const received = dialog.getByLabel('Received on', { exact: true });
  await received.click();
  await received.fill('2024-07-01');
  await received.press('Enter');
  await dialog.getByLabel('Shelf location', { exact: true }).fill('A-09-01');
  await dialog.getByTestId('form-submit').click();
  await slow(archivist.getByText('Archive registered')).toBeVisible();
  await expect(archivist.getByTestId('resource-table')).toContainText(NUMBER);
});

test('the person requests a certificate; the archivist returns it for a missing material', async () => {
  await person.goto('/rcwb/g08/g080401/add');
  await slow(person.getByLabel('Purpose', { exact: true })).toBeVisible();
  await person.getByLabel('Purpose', { exact: true }).fill('Settling in Fuzhou');
  await person.getByRole('button', { name: 'Hand in the request' }).click();
  await slow(person).toHaveURL(/\/g080401\/detail\/\d+\/certificate$/);
  const id = person.url().match(/detail\/(\d+)\//)![1]!;
  await slow(person.getByTestId('application-progress')).toContainText('Now at: Materials check');

  requestPath = `/rcwb/g08/g080402/detail/${id}/certificate`;
  await archivist.goto('/rcwb/g08/g080302');
  await slow(archivist.getByRole('link', { name: '人事档案证明申请' }).first()).toBeVisible();
  await archivist.goto(requestPath);
  const panel = archivist.getByTestId('decision-panel');
  await slow(panel).toBeVisible();
  await panel.getByLabel('Opinion (the holder is told it)').fill('Please attach a copy of your ID card.');
  await panel.getByRole('button', { name: 'Return for correction' }).click();
  await slow(archivist.getByText('Returned; the holder was told')).toBeVisible();
});

test('the person attaches the missing material and hands it in again; the archivist issues the certificate', async () => {
  await person.reload();
  await slow(person.getByTestId('returned-opinion')).toContainText('Please attach a copy of your ID card.');
  await person.locator('#archive-attachments').setInputFiles({
    name: 'id-card.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await slow(person.getByText('id-card.pdf')).toBeVisible();
  await person.getByRole('button', { name: 'Hand in the request' }).click();
  await slow(person.getByTestId('application-progress')).toContainText('Resubmitted with changes');

  await archivist.goto(requestPath);
  const panel = archivist.getByTestId('decision-panel');
  await slow(archivist.getByTestId('archive-request')).toContainText('id-card.pdf');
  for (const button of ['Approve', 'Approve', 'Issue and close']) {
    await slow(panel.getByRole('button', { name: button })).toBeEnabled();
    await panel.getByRole('button', { name: button }).click();
    await slow(archivist.getByText('Done; the holder was told').first()).toBeVisible();
  }
  await slow(archivist.getByTestId('issued-document')).toBeVisible();
});

test('the person prints the certificate, downloads the PDF, and the public page verifies it', async ({
  browser,
}) => {
  await person.reload();
  await person.getByRole('link', { name: 'Print or download' }).click();
  const sheet = person.getByTestId('printable-document');
  await slow(sheet).toContainText('人事档案存档证明');
  await expect(sheet).toContainText(NUMBER);
  await expect(sheet.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const code = (await person.getByTestId('verification-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-7]{24}$/);

  const pdf = await downloadedFile(person, person.getByTestId('download-pdf'));
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.toString('latin1')).toMatch(/\/FontFile[23]/);

  // Anyone, signed in or not, checks the code the QR code carries.
  const visitor = await browser.newContext();
  browsers.track(visitor);
  const page = await visitor.newPage();
  await page.goto(`/rcwb/verify?code=${code}`);
  const result = page.getByTestId('verify-result');
  await slow(result).toContainText('Genuine and valid');
  await expect(result).toContainText('Archive certificate');
  await expect(result).toContainText('L*');
  await expect(result).not.toContainText(PERSON.name);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
