import Cookies from 'js-cookie';

/** Cookie name the classic shell used; other apps on the same domain read it. */
export const TOKEN_COOKIE = 'Admin-Token';

/**
 * Strict: the token never goes with a request another site starts (the server reads it only from
 * the Authorization header, but nothing else needs it there). Secure over https; shared with
 * sibling domains only when RCWB_COOKIE_DOMAIN names one.
 */
export const tokenCookieAttributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Strict',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
  ...(__RCWB_COOKIE_DOMAIN__ ? { domain: __RCWB_COOKIE_DOMAIN__ } : {}),
});

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieAttributes());
};

/** Must repeat the path and domain used when setting, or the browser keeps the cookie. */
export const removeToken = (): void => {
  Cookies.remove(TOKEN_COOKIE, tokenCookieAttributes());
};
