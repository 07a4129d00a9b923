import Cookies from 'js-cookie';

/** Cookie name the classic shell used; other apps on the same domain read it. */
export const TOKEN_COOKIE = 'Admin-Token';

const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
  ...(__RCWB_COOKIE_DOMAIN__ ? { domain: __RCWB_COOKIE_DOMAIN__ } : {}),
});

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, attributes());
};

/** Must repeat the path and domain used when setting, or the browser keeps the cookie. */
export const removeToken = (): void => {
  Cookies.remove(TOKEN_COOKIE, attributes());
};
