import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMatches, useParams } from 'react-router';
import { useSettings } from '@/stores/settings-store';
import type { RouteHandle, TitleKind } from './route-meta';
import { handleTitle } from './route-title';

export type { RouteHandle };

/** Recruitment routes set `handle.titleKind: 'recruitment'` (SPEC §1); the rest are 'service'. */

const titleKeyOf = (kind: TitleKind) =>
  kind === 'recruitment' ? 'app.recruitmentTitle' : 'app.serviceTitle';

/** The deepest matched route that declares a kind wins; everything else is the service title. */
function useTitleKind(): TitleKind {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const kind = (matches[i]?.handle as RouteHandle | undefined)?.titleKind;
    if (kind) return kind;
  }
  return 'service';
}

/** The title of the deepest matched route that has one ('' when none). */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const params = useParams();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = handleTitle(matches[i]?.handle as RouteHandle | undefined, params, t);
    if (title) return title;
  }
  return '';
}

/** `<page title> - <app title>` with the dynamic title setting (SHELL-BEHAVIOUR.md "Settings"). */
export const documentTitle = (appTitle: string, pageTitle: string, dynamic: boolean): string =>
  dynamic && pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;

/** Keeps document.title in step with the route, the language and the dynamic-title setting. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const appTitle = t(titleKeyOf(useTitleKind()));
  const pageTitle = usePageTitle();
  const dynamic = useSettings((s) => s.dynamicTitle);
  const title = documentTitle(appTitle, pageTitle, dynamic);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
