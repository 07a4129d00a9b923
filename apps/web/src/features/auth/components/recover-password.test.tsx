import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPassword, resetPassword } from '@/lib/auth/recovery';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { getAuthConfig } from '@/lib/auth/get-auth-config';
import { RecoverPassword } from './recover-password';

vi.mock('@/lib/auth/get-auth-config', () => ({ getAuthConfig: vi.fn() }));
vi.mock('@/lib/auth/recovery', () => ({ findPassword: vi.fn(), resetPassword: vi.fn() }));

const SENT = 'if an account matches, a verification code has been sent to its mobile number';

function renderRecover() {
  const router = createMemoryRouter([{ path: '/login', element: <RecoverPassword /> }], {
    initialEntries: ['/login?view=recover'],
  });
  render(<RouterProvider router={router} />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getAuthConfig).mockResolvedValue({
    captchaEnabled: false,
    sm2PublicKey: 'pk',
    providers: [],
    locales: [],
  });
  vi.mocked(findPassword).mockResolvedValue({ message: SENT });
});

afterEach(cleanup);

describe('RecoverPassword', () => {
  it('explains every missing field and focuses the first one', async () => {
    renderRecover();
    fireEvent.click(await screen.findByTestId('recover-submit'));
    expect(screen.getByText('mobile number cannot be empty')).toBeTruthy();
    expect(screen.getByText('Please enter the SMS code')).toBeTruthy();
    expect(screen.getByText('Please enter a password')).toBeTruthy();
    expect(document.activeElement?.id).toBe('recover-mobile');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("asks for a code and shows the server's answer, which never tells whether the account exists", async () => {
    renderRecover();
    type('Mobile number', '1380013');
    // The button waits for the sign-in settings (whether a captcha is asked); a click before is lost.
    await vi.waitFor(() => expect(screen.getByTestId('recover-send').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('recover-send'));
    expect(await screen.findByText('please enter a correct mobile number')).toBeTruthy();
    expect(findPassword).not.toHaveBeenCalled();

    type('Mobile number', '13800138000');
    await vi.waitFor(() => expect(screen.getByTestId('recover-send').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('recover-send'));
    expect(await screen.findByTestId('recover-notice')).toHaveProperty('textContent', SENT);
    expect(findPassword).toHaveBeenCalledWith({ mobile: '13800138000' });
    expect(screen.getByTestId('recover-send').textContent).toMatch(/New code in \d+ s/);
  });

  it('checks the new password against the policy and its confirmation, then resets', async () => {
    vi.mocked(resetPassword)
      .mockRejectedValueOnce(new ApiError('business', 'the SMS code is wrong'))
      .mockResolvedValueOnce({
        message: 'the password has been reset, please sign in with the new password',
      });
    renderRecover();
    type('Mobile number', '13800138000');
    type('SMS code', '123456');
    type('New password', 'abcdefgh');
    type('Confirm new password', 'abcdefgi');
    fireEvent.click(await screen.findByTestId('recover-submit'));
    expect(
      screen.getByText(
        'password must contain at least three of: upper-case letters, lower-case letters, digits, symbols',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/do not match/i)).toBeTruthy();

    type('New password', 'Kx9#mR2vLq');
    type('Confirm new password', 'Kx9#mR2vLq');
    fireEvent.click(screen.getByTestId('recover-submit'));
    expect(await screen.findByTestId('recover-error')).toHaveProperty('textContent', 'the SMS code is wrong');

    fireEvent.click(screen.getByTestId('recover-submit'));
    expect(await screen.findByTestId('recover-done')).toHaveProperty(
      'textContent',
      'the password has been reset, please sign in with the new password',
    );
    expect(resetPassword).toHaveBeenLastCalledWith({
      mobile: '13800138000',
      code: '123456',
      newPassword: 'Kx9#mR2vLq',
    });
  });
});
