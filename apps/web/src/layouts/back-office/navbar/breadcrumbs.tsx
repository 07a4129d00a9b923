import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { allowedLocalRoutes, localMenuNodes } from '@/app/local-routes';
import { breadcrumbOf } from '@/app/menu/breadcrumb';
import { useMenu } from '@/stores/menu-store';
import { useSession } from '@/stores/session-store';
import styles from './navbar.module.css';

/** Where the current screen sits in the menu, from home (SPEC §2.4). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nodes = useMenu((s) => s.nodes);
  const roles = useSession((s) => s.roles);
  const permissions = useSession((s) => s.permissions);
  const all = useMemo(
    () => [...localMenuNodes(allowedLocalRoutes({ roles, permissions })), ...nodes],
    [nodes, roles, permissions],
  );
  const crumbs = breadcrumbOf(all, pathname, 'shell.home');
  const items = crumbs.map((c) => {
    const label = c.title ?? (c.titleKey ? t(c.titleKey) : '');
    return {
      key: c.key,
      title: c.link ? (
        <Link to={c.path}>{label}</Link>
      ) : (
        <span className={styles.crumbText} aria-current={c === crumbs.at(-1) ? 'page' : undefined}>
          {label}
        </span>
      ),
    };
  });
  // antd renders the <nav>; the extra props land on it.
  const navProps = { 'aria-label': t('shell.breadcrumb'), 'data-testid': 'breadcrumb' };
  return <Breadcrumb items={items} className={styles.breadcrumb} {...navProps} />;
}
