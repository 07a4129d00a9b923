/** Router basename (SPEC §9); vite.config.ts `base` is the same path with a trailing slash. */
export const BASENAME = '/rcwb';

/** Post-login destination when no redirect is given (SPEC §2.3). */
export const DEFAULT_HOME = '/index';

/** A browser pathname without the basename, as the router sees it. */
export function appPath(pathname: string): string {
  if (BASENAME && (pathname === BASENAME || pathname.startsWith(`${BASENAME}/`))) {
    return pathname.slice(BASENAME.length) || '/';
  }
  return pathname;
}

/**
 * Accepts only in-app absolute paths for `?redirect=`: '//host' or '/\host' would leave the site,
 * and pointing back at /login would loop.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return DEFAULT_HOME;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return DEFAULT_HOME;
  return value;
}

/** `/login?redirect=<fullPath>` inside the app. */
export const loginPath = (fullPath?: string): string =>
  fullPath && fullPath !== '/' ? `/login?redirect=${encodeURIComponent(fullPath)}` : '/login';

/** Full browser URL of the sign-in page, for hard navigations outside the router. */
export const loginHref = (fullPath?: string): string => `${BASENAME}${loginPath(fullPath)}`;

/** Avatar and file URLs are stored without the API prefix; absolute ones are left alone. */
export function fileUrl(path: string | undefined | null): string | undefined {
  if (!path) return undefined;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  if (path.startsWith('/api/')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}
