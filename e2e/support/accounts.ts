import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { creditCodeCheckChar } from '@rcwb/shared/validators/credit-code';
import { idNumberCheckChar } from '@rcwb/shared/validators/id-number';
import { choose } from './select';
import { latestSmsCode } from './sms-outbox';

/**
 * How long to wait for answers that hash a password (registration, sign-in, binding, reset) or
 * talk to the OpenID provider: slow by design, slower still when the machine is busy.
 */
export const SLOW_ANSWER = { timeout: 30_000 };

/** A valid ID number for a birth date (yyyymmdd) and a three-digit sequence, in Beijing Dongcheng. */
export const idNumberFor = (birth: string, sequence: string): string => {
  const body = `110101${birth}${sequence}`;
  return body + idNumberCheckChar(body);
};

/**
 * A new valid ID number for someone born in `year`: month, day and sequence drawn at random (about
 * 336,000 per year). ID numbers are unique per account, and a retried serial spec registers its
 * person again: a number built from the clock met its first try's whenever the retry started a
 * whole number of seconds later.
 */
export const freshIdNumber = (year: number): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  const birth = `${year}${two(1 + randomInt(12))}${two(1 + randomInt(28))}`;
  return idNumberFor(birth, String(randomInt(1000)).padStart(3, '0'));
};

/** A valid unified social credit code from a 9-character organisation code. */
export const creditCodeFor = (orgCode: string): string => {
  const body = `91350100${orgCode}`;
  return body + creditCodeCheckChar(body);
};

export type NewAccount = { username: string; password: string; mobile: string };

/**
 * Ticks the registration's consents: the user agreement and privacy policy, and on the
 * individual tab the separate consent for the ID number.
 */
export async function acceptConsents(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check();
  const idNumber = page.getByRole('checkbox', { name: /my ID number/ });
  if (await idNumber.isVisible()) await idNumber.check();
}

/**
 * Fills the account part of the open registration tab and ticks its consents, asks for the SMS
 * code and types the newest code of the number as staff read it in the outbox.
 */
export async function fillAccount(page: Page, browser: Browser, account: NewAccount): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByLabel('Mobile number', { exact: true }).fill(account.mobile);
  await page.getByTestId('sms-send').click();
  // The countdown starts only once the server accepted the request.
  await expect(page.getByTestId('sms-send')).toHaveText(/New code in \d+ s/);
  await page.getByLabel('SMS code', { exact: true }).fill(await latestSmsCode(browser, account.mobile));
  await acceptConsents(page);
}

/**
 * Registers an individual through /register and lands where the session guard sends a new
 * person: /personInfo, as the profile is not complete yet.
 */
export async function registerPerson(
  page: Page,
  browser: Browser,
  person: NewAccount & { name: string; idNumber: string },
): Promise<void> {
  await page.goto('/rcwb/register');
  await fillAccount(page, browser, person);
  await page.getByLabel('Full name', { exact: true }).fill(person.name);
  await page.getByLabel('ID number', { exact: true }).fill(person.idNumber);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/rcwb\/personInfo$/, SLOW_ANSWER);
}

/**
 * Completes the Gc01 profile of a newly registered person on /personInfo (name and ID number
 * come from the registration) and lands on the back-office home the session guard now opens.
 */
export async function completePersonProfile(page: Page): Promise<void> {
  const form = page.getByTestId('gc01-form');
  await choose(page, 'Education', "Bachelor's degree");
  await form.getByLabel('Years of work experience', { exact: true }).fill('3');
  await choose(page, 'Region', 'Fujian', 'Fuzhou');
  await form.getByLabel('Address', { exact: true }).fill('1 Wuyi Road');
  await page.getByTestId('person-info-save').click();
  await expect(page).toHaveURL(/\/rcwb\/index$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
}
