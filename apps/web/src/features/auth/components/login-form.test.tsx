import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { getAuthConfig } from '@/lib/auth/get-auth-config';
import { getCaptcha } from '@/lib/auth/get-captcha';
import { loginRequest, setOwnPassword } from '@/lib/auth/login';
import { acceptConsents, dueConsents } from '../api/consents';
import { LoginForm } from './login-form';

vi.mock('@/lib/auth/get-auth-config', () => ({ getAuthConfig: vi.fn() }));
vi.mock('@/lib/auth/get-captcha', () => ({ getCaptcha: vi.fn() }));
vi.mock('@/lib/auth/login', () => ({ loginRequest: vi.fn(), setOwnPassword: vi.fn() }));
vi.mock('../api/consents', () => ({ dueConsents: vi.fn(), acceptConsents: vi.fn() }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(dueConsents).mockResolvedValue([]);
  vi.mocked(getAuthConfig).mockResolvedValue({
    captchaEnabled: true,
    sm2PublicKey: 'pk',
    providers: [],
    locales: [],
  });
  let n = 0;
  vi.mocked(getCaptcha).mockImplementation(async () => ({
    captchaEnabled: true,
    uuid: `u${++n}`,
    img: 'data:image/svg+xml;base64,AA',
  }));
});

afterEach(cleanup);

describe('LoginForm', () => {
  it('asks for an own password first when the one used was set by someone else', async () => {
    vi.mocked(loginRequest).mockResolvedValue({
      sessionId: 's',
      name: 'Chief',
      userType: 0,
      mustChangePassword: true,
    });
    vi.mocked(setOwnPassword).mockResolvedValue({ revokedSessions: 0 });
    renderAt('/login?redirect=%2Fg010105%2Findex');
    await screen.findByTestId('captcha-image');
    type('Username', 'chief');
    type('Password', 'OneTime#2026x');
    type('Verification code', '1234');
    fireEvent.click(screen.getByTestId('login-submit'));

    await screen.findByTestId('first-password-form');
    expect(screen.queryByText('landed')).toBeNull();
    type('New password', 'Mine#Own2026pw');
    type('Confirm the new password', 'Mine#Own2026px');
    fireEvent.click(screen.getByTestId('first-password-submit'));
    expect((await screen.findByTestId('first-password-error')).textContent).toBe(
      'the two passwords are not the same',
    );
    type('Confirm the new password', 'Mine#Own2026pw');
    fireEvent.click(screen.getByTestId('first-password-submit'));
    await screen.findByText('landed');
    expect(setOwnPassword).toHaveBeenCalledWith('OneTime#2026x', 'Mine#Own2026pw', 'pk');
  });

  it('asks once to accept a document whose version changed, then goes on', async () => {
    vi.mocked(loginRequest).mockResolvedValue({ sessionId: 's', name: 'Li Lei', userType: 1 });
    vi.mocked(dueConsents).mockResolvedValue(['agreement']);
    vi.mocked(acceptConsents).mockResolvedValue({ due: [] });
    renderAt('/login?redirect=%2Fg010105%2Findex');
    await screen.findByTestId('captcha-image');
    type('Username', 'lilei');
    type('Password', 'Kx9#mR2vLq');
    type('Verification code', '1234');
    fireEvent.click(screen.getByTestId('login-submit'));

    const dialog = await screen.findByTestId('consent-update-form');
    expect(screen.queryByText('landed')).toBeNull();
    expect(dialog.textContent).toContain('User agreement');
    expect(dialog.textContent).toContain('Version 1.0');
    fireEvent.click(screen.getByTestId('consent-update-accept'));
    await screen.findByText('landed');
    expect(acceptConsents).toHaveBeenCalledWith(['agreement']);
  });

  it('explains every missing field and focuses the first one', async () => {
    renderAt('/login');
    await screen.findByLabelText('Verification code');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toBe('login-username-error');
    expect(document.activeElement).toBe(username);
    expect(loginRequest).not.toHaveBeenCalled();
  });

  it('marks the fields the server requires (username, password, captcha)', async () => {
    renderAt('/login');
    const code = await screen.findByLabelText('Verification code');
    for (const field of [screen.getByLabelText('Username'), screen.getByLabelText('Password'), code]) {
      expect(field.getAttribute('aria-required')).toBe('true');
      expect(document.querySelector(`label[for="${field.id}"]`)?.className).toMatch(/required/);
    }
  });

  it('signs in with the captcha and goes to the redirect target', async () => {
    vi.mocked(loginRequest).mockResolvedValue({ sessionId: 's', name: 'Li Lei', userType: 1 });
    const router = renderAt('/login?redirect=%2Fg010105%2Findex');
    await screen.findByTestId('captcha-image');
    type('Username', ' lilei ');
    type('Password', 'secret');
    type('Verification code', '1234');
    fireEvent.click(screen.getByTestId('login-submit'));

    await screen.findByText('landed');
    expect(loginRequest).toHaveBeenCalledWith(
      { username: 'lilei', password: 'secret', code: '1234', uuid: 'u1' },
      'pk',
    );
    expect(router.state.location.pathname).toBe('/g010105/index');
  });

  it('shows the server message and fetches a new captcha after a failure', async () => {
    vi.mocked(loginRequest).mockRejectedValue(
      new ApiError('business', 'wrong username or password', { code: 500 }),
    );
    renderAt('/login');
    await screen.findByTestId('captcha-image');
    type('Username', 'lilei');
    type('Password', 'bad');
    type('Verification code', '1234');
    fireEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('login-error')).textContent).toBe('wrong username or password');
    await vi.waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
  });

  it('refreshes the captcha when its image is activated', async () => {
    renderAt('/login');
    await screen.findByTestId('captcha-image');
    fireEvent.click(screen.getByRole('button', { name: 'Get a different image' }));
    await vi.waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
  });

  it('offers a retry when the sign-in config cannot be loaded', async () => {
    vi.mocked(getAuthConfig).mockRejectedValueOnce(
      new ApiError('network', 'backend interface connection abnormal'),
    );
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(getAuthConfig).toHaveBeenCalledTimes(2));
    await screen.findByLabelText('Verification code');
    expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the configured third-party sign-ins, keeping the destination, and the account links', async () => {
    vi.mocked(getAuthConfig).mockResolvedValue({
      captchaEnabled: false,
      sm2PublicKey: 'pk',
      providers: [{ id: 'gov', label: 'Gov ID' }],
      locales: [],
    });
    renderAt('/login?redirect=%2Fg010105%2Findex');
    const link = await screen.findByRole('link', { name: 'Sign in with Gov ID' });
    expect(link.getAttribute('href')).toBe('/jislogin?provider=gov&redirect=%2Fg010105%2Findex');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/login?view=recover',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('lists no third-party sign-in when none is configured', async () => {
    renderAt('/login');
    await screen.findByTestId('captcha-image');
    expect(screen.queryByTestId('login-providers')).toBeNull();
  });
});
