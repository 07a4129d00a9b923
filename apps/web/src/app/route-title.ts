import { screenName } from '@/lib/screen-title';
import type { RouteHandle, RouteMeta } from './route-meta';

type Translate = (key: string) => string;

/**
 * The display title of a route: the detail route's title parameter, else the server title, else
 * the local route's i18n key; '' when it has none.
 */
export function routeTitle(
  meta: RouteMeta | undefined,
  params: Readonly<Record<string, string | undefined>>,
  t: Translate,
): string {
  if (!meta) return '';
  const fromParam = meta.titleParam ? params[meta.titleParam] : undefined;
  return fromParam || meta.title || (meta.titleKey ? t(meta.titleKey) : '');
}

/**
 * The display title of a matched route's handle: a standalone screen's manifest title in the
 * current language, else its meta's title (see routeTitle).
 */
export function handleTitle(
  handle: RouteHandle | undefined,
  params: Readonly<Record<string, string | undefined>>,
  t: Translate,
): string {
  return handle?.screen ? screenName(handle.screen) : routeTitle(handle?.meta, params, t);
}
