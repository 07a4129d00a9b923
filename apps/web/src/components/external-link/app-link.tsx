import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { isExternalLink } from '@rcwb/shared';
import styles from './app-link.module.css';

/** What a link target needs: a new tab for external addresses (SPEC §5), the router otherwise. */
export type LinkTarget = { external: true; href: string } | { external: false; to: string };

/**
 * Classifies a menu path or content link: `http(s):`, `mailto:` and `tel:` are external (opened
 * in a new tab with `rel="noopener noreferrer"`); everything else is a path inside the app.
 */
export const linkTargetOf = (to: string): LinkTarget =>
  isExternalLink(to) ? { external: true, href: to } : { external: false, to };

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  /** An in-app path (`/g05/list`) or an external address (`https://…`, `mailto:…`, `tel:…`). */
  to: string;
  children: ReactNode;
};

/**
 * A link that does the right thing with both kinds of target: external addresses open in a new
 * tab without giving it a handle on this window, and say so to screen readers; in-app paths go
 * through the router (no page reload, base path added).
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const { t } = useTranslation();
  const target = linkTargetOf(to);
  if (!target.external) {
    return (
      <Link to={target.to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children} <span className={styles.srOnly}>{t('link.newTab')}</span>
    </a>
  );
}
