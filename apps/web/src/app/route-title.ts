import type { RouteMeta } from './route-meta';

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
