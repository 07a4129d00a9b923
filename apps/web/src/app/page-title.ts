import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

import type { RouteHandle } from './route-meta';

export type { RouteHandle };

/** Recruitment routes set `handle.titleKind: 'recruitment'` (SPEC §1); the rest are 'service'. */
export type TitleKind = 'recruitment' | 'service';

export const titleKeyOf = (kind: TitleKind) =>
  kind === 'recruitment' ? 'app.recruitmentTitle' : 'app.serviceTitle';

/** The deepest matched route that declares a kind wins; everything else is the service title. */
export function useTitleKind(): TitleKind {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const kind = (matches[i]?.handle as RouteHandle | undefined)?.titleKind;
    if (kind) return kind;
  }
  return 'service';
}

/** Keeps document.title in step with the route and the language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const title = t(titleKeyOf(useTitleKind()));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
