import { useTranslation } from '@/lib/i18n';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-meta';

/**
 * The route of an InnerLink menu entry. The iframe itself lives in the layout's iframe host, which
 * keeps one frame per link alive while other tabs are shown (a remount would reload the page).
 */
export function InnerLinkPage() {
  const { t } = useTranslation();
  const meta = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.meta;
  return <h1 className="visually-hidden">{meta?.title ?? t('shell.innerLink')}</h1>;
}
