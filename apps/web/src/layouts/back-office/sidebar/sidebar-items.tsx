import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { hasParams, hrefOf, soleChild, visibleChildren } from '@/app/menu/menu-tree';
import type { TMenuNode } from '@/app/menu/menu-types';
import { MenuIcon } from './menu-icon';

type Item = NonNullable<MenuProps['items']>[number];

export type SidebarModel = {
  items: Item[];
  /** Menu node id → key of the item that shows it (a sole child stands in for its parent). */
  keyOf: Map<string, string>;
  /** Submenu key → its parent submenu key (for one-branch-open). */
  parentOf: Map<string, string>;
  /** Item key → the node it opens. */
  nodeOf: Map<string, TMenuNode>;
  submenus: Set<string>;
};

function Label({ node, newTab }: { node: TMenuNode; newTab: string }) {
  if (node.external)
    return (
      // Keyboard users activate the item itself (arrow keys, Enter): the inner link is not a tab stop.
      <a href={node.path} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
        {node.title}
        <span className="visually-hidden"> ({newTab})</span>
      </a>
    );
  if (hasParams(node.path)) return <span>{node.title}</span>;
  return (
    <Link to={hrefOf(node)} tabIndex={-1}>
      {node.title}
    </Link>
  );
}

/** The sidebar's antd Menu items for a menu tree (SHELL-BEHAVIOUR.md "Sidebar and top menu"). */
export function buildSidebar(nodes: readonly TMenuNode[], newTab: string): SidebarModel {
  const model: SidebarModel = {
    items: [],
    keyOf: new Map(),
    parentOf: new Map(),
    nodeOf: new Map(),
    submenus: new Set(),
  };
  const toItem = (node: TMenuNode, parentKey: string | undefined): Item | undefined => {
    if (node.hidden) return undefined;
    const sole = soleChild(node);
    if (sole) {
      const key = sole.id;
      model.keyOf.set(node.id, key);
      model.keyOf.set(sole.id, key);
      model.nodeOf.set(key, sole);
      const title = sole.title || node.title;
      return {
        key,
        icon: <MenuIcon name={sole.icon || node.icon} />,
        label: <Label node={{ ...sole, title }} newTab={newTab} />,
        title,
      };
    }
    const key = node.id;
    model.keyOf.set(node.id, key);
    model.nodeOf.set(key, node);
    model.submenus.add(key);
    if (parentKey) model.parentOf.set(key, parentKey);
    return {
      key,
      icon: <MenuIcon name={node.icon} />,
      label: node.title,
      children: visibleChildren(node)
        .map((c) => toItem(c, key))
        .filter((i): i is Item => !!i),
    };
  };
  model.items = nodes.map((n) => toItem(n, undefined)).filter((i): i is Item => !!i);
  return model;
}

/** A submenu key and its ancestors (the only branch left open). */
export function branchOf(model: SidebarModel, key: string): string[] {
  const branch: string[] = [];
  for (let at: string | undefined = key; at; at = model.parentOf.get(at)) branch.unshift(at);
  return branch;
}
