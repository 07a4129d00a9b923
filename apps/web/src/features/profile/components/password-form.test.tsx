import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/stores/session-store';
import { updatePassword } from '../api/update-password';
import { PasswordForm } from './password-form';
import { ruleStates } from '@/components/password-rules';

vi.mock('../api/update-password', () => ({ updatePassword: vi.fn() }));

const slow = { timeout: 10_000 };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** State of each rule as the list shows it, e.g. { length: 'unmet', … }. */
const shown = () =>
  Object.fromEntries(
    within(screen.getByTestId('password-rules'))
      .getAllByRole('listitem')
      .map((li) => [li.dataset['rule'], li.dataset['state']]),
  );

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // antd's responsive grid asks for media queries, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  vi.clearAllMocks();
  useSession.setState({ username: 'liuyang2026' });
});
afterEach(cleanup);

describe('PasswordForm live policy', () => {
  it('lists every rule of the shared policy, judged only once something is typed', () => {
    render(<PasswordForm />);
    const rules = screen.getByTestId('password-rules');
    expect(rules.textContent).toContain('8 to 64 characters long');
    expect(rules.textContent).toContain('at least 3 of');
    expect(shown()).toEqual({
      length: 'pending',
      classes: 'pending',
      username: 'pending',
      common: 'pending',
    });
    // The input is described by the rules, so a screen reader reads them on focus.
    const described = screen.getByLabelText('New password').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').some((id) => document.getElementById(id)?.contains(rules))).toBe(true);
  });

  it('updates each rule while typing', async () => {
    render(<PasswordForm />);
    type('New password', 'abc');
    await waitFor(
      () => expect(shown()).toEqual({ length: 'unmet', classes: 'unmet', username: 'met', common: 'met' }),
      slow,
    );
    expect(screen.getByTestId('password-rules').textContent).toContain('(not met)');

    type('New password', 'abcdefgh1');
    await waitFor(() => expect(shown()).toMatchObject({ length: 'met', classes: 'unmet' }), slow);

    type('New password', 'Password1');
    await waitFor(
      () => expect(shown()).toMatchObject({ length: 'met', classes: 'met', common: 'unmet' }),
      slow,
    );

    type('New password', 'LIUYANG2026');
    await waitFor(() => expect(shown()).toMatchObject({ username: 'unmet' }), slow);

    type('New password', 'Sea#Lantern42');
    await waitFor(
      () => expect(shown()).toEqual({ length: 'met', classes: 'met', username: 'met', common: 'met' }),
      slow,
    );
  });

  it('does not submit a password that breaks the policy or a wrong confirmation', async () => {
    render(<PasswordForm />);
    type('Current password', 'Old#Pass2026');
    type('New password', 'weakpass');
    type('Confirm new password', 'weakpass');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The new password does not meet the rules below', {}, slow)).toBeTruthy();

    type('New password', 'Sea#Lantern42');
    type('Confirm new password', 'Sea#Lantern43');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The two passwords do not match', {}, slow)).toBeTruthy();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('sends both passwords and tells that other sessions were signed out', async () => {
    vi.mocked(updatePassword).mockResolvedValue({ revokedSessions: 2 });
    render(<PasswordForm />);
    type('Current password', 'Old#Pass2026');
    type('New password', 'Sea#Lantern42');
    type('Confirm new password', 'Sea#Lantern42');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect((await screen.findByTestId('password-outcome', {}, slow)).textContent).toContain(
      'Your account was signed out everywhere else',
    );
    expect(updatePassword).toHaveBeenCalledWith('Old#Pass2026', 'Sea#Lantern42');
    await waitFor(
      () => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''),
      slow,
    );
  });

  it('shows the server’s refusal, e.g. a wrong current password', async () => {
    vi.mocked(updatePassword).mockRejectedValue(
      new ApiError('business', 'the current password is wrong', { code: 601 }),
    );
    render(<PasswordForm />);
    type('Current password', 'Wrong#Pass1');
    type('New password', 'Sea#Lantern42');
    type('Confirm new password', 'Sea#Lantern42');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect((await screen.findByTestId('password-outcome', {}, slow)).textContent).toBe(
      'the current password is wrong',
    );
  });
});

describe('ruleStates', () => {
  it('matches checkPasswordPolicy', () => {
    expect(ruleStates('', 'x')).toEqual({
      length: 'pending',
      classes: 'pending',
      username: 'pending',
      common: 'pending',
    });
    expect(ruleStates('Admin#2026', 'admin#2026')).toMatchObject({ username: 'unmet', length: 'met' });
  });
});
