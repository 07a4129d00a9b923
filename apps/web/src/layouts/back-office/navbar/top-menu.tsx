import { useSyncExternalStore } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { HOME_PATH } from '@/app/menu/breadcrumb';
import { hrefOf } from '@/app/menu/menu-tree';
import { splitTopMenu, topMenuCount, topMenuItems } from '@/app/menu/top-menu';
import type { TMenuNode } from '@/app/menu/menu-types';
import { useMenu } from '@/stores/menu-store';
import { MenuIcon } from '../sidebar/menu-icon';
import { useNavigateOnce } from '../use-navigate-once';
import styles from './navbar.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const bodyWidth = () => document.body.getBoundingClientRect().width;

/** The body width, re-read on every resize (undefined before the browser measured it). */
export function useBodyWidth(): number | undefined {
  return useSyncExternalStore(subscribe, bodyWidth, () => undefined);
}

const MORE = 'top-menu-more';

/**
 * Top-nav mode (SPEC §2.4): as many top items as fit a third of the body width at 85 px each,
 * the rest under 'more menus'. Choosing a directory fills the sidebar with its children;
 * choosing a screen opens it.
 */
export function TopMenu() {
  const { t } = useTranslation();
  const navigate = useNavigateOnce();
  const nodes = useMenu((s) => s.nodes);
  const topActive = useMenu((s) => s.topActive);
  const setTopActive = useMenu((s) => s.setTopActive);
  const count = topMenuCount(useBodyWidth());

  const home: TMenuNode = {
    id: 'local:index',
    path: HOME_PATH,
    segment: HOME_PATH,
    title: t('shell.home'),
    icon: 'dashboard',
    hidden: false,
    alwaysShow: false,
    noRedirect: false,
    external: false,
    component: '',
    meta: {},
    children: [],
  };
  const all = [home, ...topMenuItems(nodes)];
  const byKey = new Map(all.map((n) => [n.path, n]));
  const { shown, more } = splitTopMenu(all, count);
  const item = (n: TMenuNode) => ({
    key: n.path,
    icon: <MenuIcon name={n.icon} />,
    label: <span data-testid="top-menu-item">{n.title}</span>,
  });
  const items: MenuProps['items'] = [
    ...shown.map(item),
    ...(more.length
      ? [
          {
            key: MORE,
            label: <span data-testid="top-menu-more">{t('moreMenus')}</span>,
            children: more.map(item),
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = byKey.get(key);
    if (!node) return;
    if (node.external) window.open(node.path, '_blank', 'noopener,noreferrer');
    else if (node.children.length) setTopActive(node.path);
    else navigate(hrefOf(node));
  };

  return (
    <nav
      className={styles.topMenu}
      aria-label={t('shell.topMenu')}
      data-visible-count={count}
      data-testid="top-menu"
    >
      <Menu
        mode="horizontal"
        disabledOverflow
        items={items}
        selectedKeys={topActive ? [topActive] : []}
        onClick={onClick}
      />
    </nav>
  );
}
