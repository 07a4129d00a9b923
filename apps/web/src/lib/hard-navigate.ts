/**
 * Full page loads for logout and session expiry: they drop every in-memory cache (queries, stores)
 * of the signed-out user. A module of its own so tests can replace it.
 */
export const hardNavigate = (href: string): void => {
  window.location.assign(href);
};

export const reloadPage = (): void => {
  window.location.reload();
};
