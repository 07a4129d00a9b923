import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useRevalidator } from 'react-router';
import { pickLocale } from '@rcwb/shared';
import { getRouters } from '@/app/menu/get-routers';
import { useMenu } from '@/stores/menu-store';

/**
 * Menu titles come from the server in the request language: after a language switch the menu is
 * fetched again and its titles replaced in place, then the router re-renders its matches so
 * breadcrumb, tabs and the page title pick them up.
 */
export function useMenuLocaleSync(): void {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const loaded = useMenu((s) => s.loaded);
  const menuLocale = useMenu((s) => s.locale);
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (!loaded || menuLocale === locale) return;
    let cancelled = false;
    getRouters()
      .then((routers) => {
        if (cancelled) return;
        useMenu.getState().retitle(locale, routers ?? []);
        void revalidate();
      })
      // The titles simply stay in the previous language; the next switch tries again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [loaded, menuLocale, locale, revalidate]);
}
