import { expect, test } from '../support/test';
import { restingViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

/**
 * The delivery screens of each side open from the menu paths, show their empty states and are
 * accessible. The whole flow (deliver, invite, answer, hire) is covered by the API tests; here the
 * demo accounts have no resumes to deliver yet.
 */
test.describe('delivery screens', () => {
  test('a person sees their applications and invitations', async ({ page }) => {
    await signIn(page, 'person');
    await page.goto('/rcwb/g01/g010702/deliver');
    await expect(page.getByRole('heading', { name: 'My applications' })).toBeAttached();
    await expect(page.getByTestId('resource-table')).toBeVisible();
    expect(await restingViolations(page, '#main')).toEqual([]);
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await expect(page).toHaveURL(/tab=invitations/);
    await expect(page.getByTestId('resource-table')).toBeVisible();
    expect(await restingViolations(page, '#main')).toEqual([]);
  });

  test('an organisation sees its pipeline with counts per status, and its interviews', async ({ page }) => {
    await signIn(page, 'org');
    await page.goto('/rcwb/g05/g050104');
    await expect(page.getByRole('heading', { name: 'Received applications' })).toBeAttached();
    const counts = page.getByRole('radiogroup', { name: 'Applications per status' });
    await expect(counts).toContainText('All');
    await counts.getByText('Interview').click();
    await expect(page).toHaveURL(/status=interview/);
    expect(await restingViolations(page, '#main')).toEqual([]);
    await page.goto('/rcwb/g05/g050105');
    await expect(page.getByRole('heading', { name: 'Interviews' })).toBeAttached();
    expect(await restingViolations(page, '#main')).toEqual([]);
  });

  test('staff see the overview and a missing delivery reads as not found', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/rcwb/g07/g070104');
    await expect(page.getByRole('heading', { name: 'Applications overview' })).toBeAttached();
    expect(await restingViolations(page, '#main')).toEqual([]);
    await page.goto('/rcwb/g010702/info_td?id=999999');
    await expect(page.locator('main').getByRole('alert')).toContainText('does not exist');
  });
});
