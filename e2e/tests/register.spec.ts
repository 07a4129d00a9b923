import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import {
  SLOW_ANSWER,
  acceptConsents,
  completePersonProfile,
  creditCodeFor,
  fillAccount,
  idNumberFor,
  registerPerson,
} from '../support/accounts';
import { choose } from '../support/select';

const PASSWORD = 'Reg#Strong2026';

/** A tiny PDF: enough for the server's content check of a licence. */
const LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.describe('registration', () => {
  // Whole journeys with the SMS outbox read as staff: slow on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('checks the fields live and has no serious accessibility violations', async ({ page }) => {
    // Reached from the portal header (on phones from the sign-in page, for lack of room).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/rcwb/recruitment/zoneHome');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    await expect(page.getByTestId('register-link')).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('register-link').click();
    await expect(page).toHaveURL(/\/rcwb\/register$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

    // The username's form is checked while typing (whether it is free, on submit: below).
    await page.getByLabel('Username', { exact: true }).fill('9lives');
    await expect(page.getByText('the username must be 4 to 32 letters')).toBeVisible();

    // The password policy is listed and judged while typing.
    await page.getByLabel('Password', { exact: true }).fill('abc');
    const rules = page.getByTestId('password-rules');
    await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'unmet');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(rules.locator('[data-rule="length"]')).toHaveAttribute('data-state', 'met');
    await expect(rules.locator('[data-rule="classes"]')).toHaveAttribute('data-state', 'met');

    // SPEC §5 ID number messages, from the shared validator.
    const id = page.getByLabel('ID number', { exact: true });
    await id.fill('110101199001011234');
    await id.blur();
    await expect(page.getByText('please enter a correct ID number')).toBeVisible();
    await id.fill('');
    await id.blur();
    await expect(page.getByText('ID number cannot be empty')).toBeVisible();

    await page.getByLabel('Mobile number', { exact: true }).fill('12345');
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('please enter a correct mobile number')).toBeVisible();

    expect(await seriousViolations(page, '#main')).toEqual([]);

    // A taken username is told by the registration, on the field, before the SMS code is looked
    // at (there is no lookup while typing: it would take a captcha). The demo administrator exists.
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Mobile number', { exact: true }).fill('13900000199');
    await page.getByLabel('SMS code', { exact: true }).fill('123456');
    await page.getByLabel('Full name', { exact: true }).fill('Taken Name');
    await id.fill(idNumberFor('19900101', '199'));
    // Without the consents the form does not send (each box says why).
    await page.getByTestId('register-submit').click();
    await expect(
      page.getByText('please read and accept the user agreement and the privacy policy to register'),
    ).toBeVisible();
    await acceptConsents(page);
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('this username is already taken')).toBeVisible(SLOW_ANSWER);

    await page.getByRole('tab', { name: 'Organisation' }).click();
    await page.getByLabel('Unified social credit code', { exact: true }).fill('91350100M000100Y44');
    await page.getByLabel('Unified social credit code', { exact: true }).blur();
    await expect(page.getByText('please enter a correct unified social credit code')).toBeVisible();
    expect(await seriousViolations(page, '#main')).toEqual([]);
  });

  test('an individual registers with an SMS code, completes the profile and reaches the back office', async ({
    page,
    browser,
  }) => {
    await registerPerson(page, browser, {
      username: 'reg_person',
      password: PASSWORD,
      mobile: '13900000101',
      name: 'Wang Fang',
      idNumber: idNumberFor('19900101', '123'),
    });
    // The session guard keeps an incomplete profile here.
    await expect(page.getByTestId('person-info-missing')).toBeVisible();
    await page.goto('/rcwb/index');
    await expect(page).toHaveURL(/\/rcwb\/personInfo$/);

    const form = page.getByTestId('gc01-form');
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Wang Fang');
    expect(await seriousViolations(page, '[data-testid="person-info"]')).toEqual([]);
    await completePersonProfile(page);
    await expect(page.getByTestId('user-name')).toHaveText('Wang Fang');
  });

  test('an organisation registers, is told it is pending, uploads its licence and is submitted for review', async ({
    page,
    browser,
  }) => {
    await page.goto('/rcwb/register?type=org');
    await fillAccount(page, browser, { username: 'reg_org', password: PASSWORD, mobile: '13900000102' });
    await page.getByLabel('Organisation name', { exact: true }).fill('E2E Works Ltd');
    await page.getByLabel('Unified social credit code', { exact: true }).fill(creditCodeFor('MA2Y0E2E1'));
    await page.getByLabel('Legal representative', { exact: true }).fill('Zhao Lei');
    await page.getByTestId('register-submit').click();

    await expect(page.getByTestId('register-org-done')).toContainText('pending', SLOW_ANSWER);
    await page.getByTestId('register-org-continue').click();
    await expect(page).toHaveURL(/\/rcwb\/personInfo$/);
    await expect(page.getByTestId('person-info-review')).toHaveAttribute('data-status', 'draft');
    await expect(page.getByTestId('person-info-missing')).toContainText('Business licence');

    const form = page.getByTestId('gb01-form');
    await expect(form.getByLabel('Legal representative', { exact: true })).toHaveValue('Zhao Lei');
    await choose(page, 'Organisation type', 'Private enterprise');
    await choose(page, 'Industry', 'Mining');
    await choose(page, 'Organisation size', '20–99 employees');
    await choose(page, 'Region', 'Fujian', 'Xiamen');
    await form.getByLabel('Address', { exact: true }).fill('8 Software Park');
    await form.getByLabel('Contact person', { exact: true }).fill('Qian Li');
    await form
      .getByLabel('Business licence')
      .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF });
    // Stored (no longer in progress): the name becomes a download button.
    await expect(form.getByRole('button', { name: 'licence.pdf', exact: true })).toBeVisible();
    await page.getByTestId('person-info-save').click();

    await expect(page.getByTestId('person-info-saved')).toBeVisible();
    await expect(page.getByTestId('person-info-review')).toHaveAttribute('data-status', 'pending');
    // Complete with its licence: the back office opens while the review runs.
    await page.goto('/rcwb/index');
    await expect(page).toHaveURL(/\/rcwb\/index$/);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('the user agreement and the privacy policy are public pages, linked from the form, in both languages', async ({
    page,
  }) => {
    await page.goto('/rcwb/register');
    const [agreement] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'User agreement' }).click(),
    ]);
    await expect(agreement).toHaveURL(/\/rcwb\/agreement$/);
    await expect(agreement.getByRole('heading', { name: 'User agreement', level: 1 })).toBeVisible();
    await expect(agreement.getByTestId('legal-version')).toHaveText(
      /^Version \d+\.\d+, effective \d{4}-\d{2}-\d{2}$/,
    );
    // The portal's header and footer frame it.
    await expect(agreement.getByTestId('sign-in-link')).toBeVisible();
    await expect(agreement.locator('footer')).toBeVisible();
    expect(await seriousViolations(agreement, '#main')).toEqual([]);
    await agreement.close();

    await page.goto('/rcwb/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
    await expect(page.getByText('sensitive personal information').first()).toBeVisible();
    expect(await seriousViolations(page, '#main')).toEqual([]);
  });
});
