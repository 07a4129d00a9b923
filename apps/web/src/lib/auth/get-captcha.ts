import { api } from '@/lib/api';

/** `img` is a data: URL; the code is single use and valid for two minutes. */
export type Captcha = { captchaEnabled: boolean; uuid: string; img: string };

export const getCaptcha = (signal?: AbortSignal) =>
  api.get<Captcha>('/web-auth/code', undefined, { isToken: false, signal, showError: false });
