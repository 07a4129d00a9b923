import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/app/query-provider';
import type { useLoginSetup } from '@/lib/auth/use-login-setup';
import { ApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { saveGc01 } from '../api/registration';
import { sendSmsCode } from '@/lib/sms/sms';
import { RegisterForm } from './register-form';

vi.mock('../api/registration', () => ({
  saveGc01: vi.fn(),
  saveGb01: vi.fn(),
}));
vi.mock('@/lib/sms/sms', () => ({ sendSmsCode: vi.fn() }));

const setup: ReturnType<typeof useLoginSetup> = {
  config: {
    data: { captchaEnabled: false, sm2PublicKey: 'pk', providers: [], locales: [] },
    error: undefined,
  },
  retryConfig: vi.fn(),
  captchaEnabled: false,
  captcha: { data: undefined, error: undefined, loading: false },
  refreshCaptcha: vi.fn(),
};
const LOGIN = { sessionId: 'tok', name: 'Wang Fang', userType: 1 };
const ID_NUMBER = '11010519491231002X';

function renderForm(onRegistered = vi.fn(), withSetup: typeof setup = setup) {
  const router = createMemoryRouter(
    [
      {
        path: '/register',
        element: (
          <QueryProvider>
            <RegisterForm kind="person" setup={withSetup} onRegistered={onRegistered} />
          </QueryProvider>
        ),
      },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return onRegistered;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function fillValid() {
  type('Username', 'wang_fang');
  type('Password', 'Kx9#mR2vLq');
  type('Confirm password', 'Kx9#mR2vLq');
  type('Mobile number', '13800138000');
  type('SMS code', '123456');
  type('Full name', 'Wang Fang');
  type('ID number', ID_NUMBER);
  fireEvent.click(screen.getByTestId('reg-accept-terms'));
  fireEvent.click(screen.getByTestId('reg-accept-id-number'));
}

/** Form validation runs asynchronously (debounced checks): give it time on a busy machine. */
const SLOW = { timeout: 5000 };

beforeAll(async () => {
  await i18n.changeLanguage('en');
  window.matchMedia ??= ((media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(sendSmsCode).mockResolvedValue(null);
});

afterEach(cleanup);

describe('RegisterForm (individual)', () => {
  it('puts a taken username on its field when the registration answers so', async () => {
    // No live lookup (it takes a captcha): the registration tells, naming the field.
    vi.mocked(saveGc01).mockRejectedValue(
      new ApiError('business', 'this username is already taken', {
        data: { fields: { username: 'accounts.usernameTaken' } },
      }),
    );
    const onRegistered = renderForm();
    await fillValid();
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    expect(await screen.findByText('this username is already taken', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('does not register without both consents, each told on its box', async () => {
    const onRegistered = renderForm();
    await fillValid();
    // Untick both: nothing is ticked for the user.
    fireEvent.click(screen.getByTestId('reg-accept-terms'));
    fireEvent.click(screen.getByTestId('reg-accept-id-number'));
    expect(screen.getByRole('link', { name: 'User agreement' }).getAttribute('href')).toBe('/agreement');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    expect(
      await screen.findByText(
        'please read and accept the user agreement and the privacy policy to register',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'please agree to the processing of your ID number (sensitive personal information) to register',
      ),
    ).toBeTruthy();
    expect(saveGc01).not.toHaveBeenCalled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('refuses a wrong ID number without asking the server', async () => {
    renderForm();
    type('ID number', '110105194912310021');
    expect(await screen.findByText('please enter a correct ID number', undefined, SLOW)).toBeTruthy();
    expect(saveGc01).not.toHaveBeenCalled();
  });

  it('sends the SMS code for the typed number, then registers with the record', async () => {
    vi.mocked(saveGc01).mockResolvedValue(LOGIN);
    const onRegistered = renderForm();
    await fillValid();
    fireEvent.click(screen.getByTestId('sms-send'));
    await vi.waitFor(
      () => expect(sendSmsCode).toHaveBeenCalledWith({ mobile: '13800138000', purpose: 'register' }),
      SLOW,
    );
    expect(await screen.findByText(/New code in \d+ s/, undefined, SLOW)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(LOGIN), SLOW);
    expect(saveGc01).toHaveBeenCalledWith({
      username: 'wang_fang',
      password: 'Kx9#mR2vLq',
      mobile: '13800138000',
      smsCode: '123456',
      name: 'Wang Fang',
      idNumber: ID_NUMBER,
      email: null,
      acceptTerms: true,
      acceptIdNumber: true,
    });
  });

  it("puts the server's field messages on the fields", async () => {
    vi.mocked(saveGc01).mockRejectedValue(
      new ApiError('business', 'the SMS code is wrong', { data: { fields: { smsCode: 'sms.codeWrong' } } }),
    );
    const onRegistered = renderForm();
    await fillValid();
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    expect(await screen.findByText('the SMS code is wrong', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('asks for the image captcha before sending a code when the server wants one', async () => {
    const withCaptcha: typeof setup = {
      ...setup,
      captchaEnabled: true,
      captcha: {
        data: { captchaEnabled: true, uuid: 'u7', img: 'data:image/svg+xml;base64,AA' },
        error: undefined,
        loading: false,
      },
      refreshCaptcha: vi.fn(),
    };
    renderForm(vi.fn(), withCaptcha);
    type('Mobile number', '13800138000');
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(await screen.findByText('Please enter the verification code', undefined, SLOW)).toBeTruthy();
    expect(sendSmsCode).not.toHaveBeenCalled();

    type('Verification code', 'ab12');
    fireEvent.click(screen.getByTestId('sms-send'));
    await vi.waitFor(
      () =>
        expect(sendSmsCode).toHaveBeenCalledWith({
          mobile: '13800138000',
          purpose: 'register',
          code: 'ab12',
          uuid: 'u7',
        }),
      SLOW,
    );
    // A captcha answer is single use.
    await vi.waitFor(() => expect(withCaptcha.refreshCaptcha).toHaveBeenCalled(), SLOW);
  });
});
