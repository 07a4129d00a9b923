import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useMatches } from 'react-router';
import { activeMenuOf, activeMenuPath } from '@/app/menu/active-menu';
import { hrefOf } from '@/app/menu/menu-tree';
import type { TMenuNode } from '@/app/menu/menu-types';
import type { RouteHandle } from '@/app/route-meta';
import { useMenu } from '@/stores/menu-store';
import { useSettings } from '@/stores/settings-store';
import { useNavigateOnce } from '../use-navigate-once';
import { SidebarLogo } from './sidebar-logo';
import { branchOf, buildSidebar } from './sidebar-items';
import styles from './sidebar.module.css';

type Props = { nodes: readonly TMenuNode[]; collapsed: boolean };

/** The side menu: the real menu tree, one branch open at a time, the active route highlighted. */
export function Sidebar({ nodes, collapsed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigateOnce();
  const { pathname } = useLocation();
  const matches = useMatches();
  const tree = useMenu((s) => s.nodes);
  const sideTheme = useSettings((s) => s.sideTheme);
  const showLogo = useSettings((s) => s.sidebarLogo);

  const model = useMemo(() => buildSidebar(nodes, t('shell.newTab')), [nodes, t]);
  const meta = (matches.at(-1)?.handle as RouteHandle | undefined)?.meta;
  const { active, ancestors } = activeMenuOf(tree, activeMenuPath(meta, pathname));
  const activeKey = active ? model.keyOf.get(active.id) : undefined;
  const activeIsGroup = activeKey !== undefined && model.submenus.has(activeKey);
  const branch = ancestors
    .map((id) => model.keyOf.get(id))
    .filter((k): k is string => !!k && model.submenus.has(k));

  // Open keys follow the active route until the user opens another branch ("storing information
  // from previous renders": adjusted during render, not in an effect).
  const basis = `${activeKey ?? ''}|${collapsed}|${branch.join(',')}`;
  const [open, setOpen] = useState({ basis, keys: collapsed ? [] : branch });
  if (open.basis !== basis) setOpen({ basis, keys: collapsed ? [] : branch });

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !open.keys.includes(k));
    // One branch at a time: the newly opened submenu and its ancestors.
    setOpen({ basis, keys: collapsed || !opened ? keys : branchOf(model, opened) });
  };

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click on the item's own link is handled by the link (and opens new tabs natively).
    if ((domEvent.target as Element | null)?.closest?.('a')) return;
    const node = model.nodeOf.get(key);
    if (!node) return;
    if (node.external) window.open(node.path, '_blank', 'noopener,noreferrer');
    else navigate(hrefOf(node));
  };

  const items = activeIsGroup
    ? model.items.map((item) => markGroup(item, activeKey, styles.activeGroup!))
    : model.items;

  return (
    <div className={styles.inner} data-side-theme={sideTheme}>
      {showLogo && <SidebarLogo collapsed={collapsed} />}
      <nav className={styles.scroll} aria-label={t('shell.sidebar')}>
        <Menu
          mode="inline"
          theme={sideTheme === 'theme-light' ? 'light' : 'dark'}
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={activeKey && !activeIsGroup ? [activeKey] : []}
          openKeys={open.keys}
          onOpenChange={onOpenChange}
          onClick={onClick}
          className={styles.menu}
          data-testid="sidebar-menu"
        />
      </nav>
    </div>
  );
}

type Item = NonNullable<MenuProps['items']>[number];

/** Group markers (/g01 …) highlight the group itself. */
function markGroup(item: Item, key: string, className: string): Item {
  if (!item || !('key' in item)) return item;
  const children =
    'children' in item && item.children ? item.children.map((c) => markGroup(c, key, className)) : undefined;
  return {
    ...item,
    ...(item.key === key ? { className } : {}),
    ...(children ? { children } : {}),
  } as Item;
}
