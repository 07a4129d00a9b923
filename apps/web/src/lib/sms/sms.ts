import { api } from '@/lib/api';

/** Why a code is sent (the server's SMS purposes). */
export type SmsPurpose = 'register' | 'reset-password' | 'bind-mobile';

export type SmsCodeRequest = {
  mobile: string;
  purpose: SmsPurpose;
  /** Image captcha answer, when the server asks for one. */
  code?: string;
  uuid?: string;
};

/** POST /web-auth/sendSmsCode; the form shows refusals (too soon, daily limit) itself. */
export const sendSmsCode = (request: SmsCodeRequest) =>
  api.post<unknown>('/web-auth/sendSmsCode', request, { isToken: false, showError: false });
