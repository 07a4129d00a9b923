import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { type TagView, menuFor, useTags } from '@/stores/tags-store';
import styles from './tags-view.module.css';
import type { TagActions } from './use-tag-actions';

/** The tab the menu is for, its place in the bar when opened, and where to show the menu. */
export type MenuAnchor = { tag: TagView; index: number; label: string; x: number; y: number };

type Props = {
  anchor: MenuAnchor;
  actions: TagActions;
  /**
   * Closes the menu. `restoreFocus` puts focus back in the tab bar; `destination` is where a chosen
   * action navigated, for when the tab itself was closed.
   */
  onClose(restoreFocus: boolean, destination?: string): void;
  /** antd token colours, so the menu follows the theme and dark mode. */
  themeVars: CSSProperties;
};

type Item = { id: string; label: string; icon: ReactNode; run(): string | undefined };

/** The tab's context menu (SPEC §2.4), a WAI-ARIA menu: arrows move, Enter runs, Escape returns. */
export function TagContextMenu({ anchor, actions, onClose, themeVars }: Props) {
  const { t } = useTranslation();
  const tags = useTags((s) => s.tags);
  const show = menuFor(tags, anchor.tag.key);
  const { tag } = anchor;
  const menuRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: anchor.x, top: anchor.y });
  const [focused, setFocused] = useState(0);

  const items: Item[] = [
    { id: 'refresh', label: t('tags.refresh'), icon: <ReloadOutlined />, run: () => actions.refresh(tag) },
    ...(show.close
      ? [
          {
            id: 'close',
            label: t('tags.closeCurrent'),
            icon: <CloseOutlined />,
            run: () => actions.close(tag),
          },
        ]
      : []),
    {
      id: 'others',
      label: t('tags.closeOthers'),
      icon: <MinusCircleOutlined />,
      run: () => actions.closeOthers(tag),
    },
    ...(show.closeLeft
      ? [
          {
            id: 'left',
            label: t('tags.closeLeft'),
            icon: <ArrowLeftOutlined />,
            run: () => actions.closeLeft(tag),
          },
        ]
      : []),
    ...(show.closeRight
      ? [
          {
            id: 'right',
            label: t('tags.closeRight'),
            icon: <ArrowRightOutlined />,
            run: () => actions.closeRight(tag),
          },
        ]
      : []),
    { id: 'all', label: t('tags.closeAll'), icon: <CloseCircleOutlined />, run: () => actions.closeAll() },
  ];

  // Keep the menu inside the viewport, then move focus into it.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const { width, height } = menu.getBoundingClientRect();
    setPosition({
      left: Math.max(0, Math.min(anchor.x, window.innerWidth - width - 4)),
      top: Math.max(0, Math.min(anchor.y, window.innerHeight - height - 4)),
    });
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor]);

  // A click elsewhere, scrolling or resizing dismisses it, as a native context menu would.
  const dismiss = useEffectEvent(() => onClose(false));
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) dismiss();
    };
    const onWindow = () => dismiss();
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('resize', onWindow);
    window.addEventListener('blur', onWindow);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('resize', onWindow);
      window.removeEventListener('blur', onWindow);
    };
  }, []);

  const focusItem = (index: number) => {
    const count = items.length;
    const next = ((index % count) + count) % count;
    setFocused(next);
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(focused + 1),
      ArrowUp: () => focusItem(focused - 1),
      Home: () => focusItem(0),
      End: () => focusItem(items.length - 1),
      Escape: () => onClose(true),
      Tab: () => onClose(true),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  return createPortal(
    <div
      ref={menuRef}
      role="menu"
      aria-label={t('tags.menu', { title: anchor.label })}
      className={styles.menu}
      style={{ ...themeVars, left: position.left, top: position.top }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      data-testid="tags-menu"
    >
      {items.map((item, index) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={index === focused ? 0 : -1}
          className={styles.menuItem}
          onFocus={() => setFocused(index)}
          onClick={() => onClose(true, item.run())}
          data-testid={`tags-menu-${item.id}`}
        >
          <span aria-hidden="true" className={styles.menuIcon}>
            {item.icon}
          </span>
          {item.label}
        </button>
      ))}
    </div>,
    document.body,
  );
}
