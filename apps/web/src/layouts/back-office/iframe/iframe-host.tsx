import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { INNER_LINK } from '@/app/menu/menu-types';
import type { RouteHandle, RouteMeta } from '@/app/route-meta';
import { useTags } from '@/stores/tags-store';
import styles from './iframe-host.module.css';

/**
 * The frame's address: a page of this portal ('/…') on the origin the browser is using, so the
 * framed page is same-origin with the back office (its frame-ancestors 'self' refuses any other
 * host name the portal may be reached by); other links as they are.
 */
export const frameSrc = (link: string, origin = window.location.origin): string =>
  link.startsWith('/') && !link.startsWith('//') ? `${origin}${link}` : link;

const innerLinkOf = (meta: RouteMeta | undefined): string | undefined =>
  meta?.component === INNER_LINK && meta.link ? meta.link : undefined;

/**
 * Inner-link pages (SPEC §2.3): one iframe per link, kept mounted while its tab is open and only
 * hidden when another page shows, so switching tabs never reloads the embedded site.
 */
export function IframeHost() {
  const matches = useMatches();
  const meta = (matches.at(-1)?.handle as RouteHandle | undefined)?.meta;
  const current = innerLinkOf(meta);
  const tabbed = useTags(
    useShallow((s) =>
      s.tags.flatMap((tag) => {
        const link = innerLinkOf(tag.meta);
        return link ? [`${link}\n${tag.title || tag.meta.title || ''}`] : [];
      }),
    ),
  );
  const frames = useMemo(() => {
    const byLink = new Map(tabbed.map((entry) => entry.split('\n') as [string, string]));
    if (current && !byLink.has(current)) byLink.set(current, meta?.title ?? '');
    return [...byLink];
  }, [tabbed, current, meta?.title]);

  return frames.map(([link, title]) => (
    <iframe
      key={link}
      src={frameSrc(link)}
      title={title || link}
      className={styles.frame}
      hidden={link !== current}
      data-testid="inner-link-frame"
    />
  ));
}
