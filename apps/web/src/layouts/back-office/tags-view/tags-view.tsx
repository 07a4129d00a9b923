import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { type TagView, isAffix, tagKeyOf, useTags } from '@/stores/tags-store';
import { type MenuAnchor, TagContextMenu } from './tag-context-menu';
import styles from './tags-view.module.css';
import { useTagActions } from './use-tag-actions';
import { useTagsTracking } from './use-tags-tracking';

const keyOfPath = (fullPath: string) => tagKeyOf(fullPath.split(/[?#]/)[0] ?? fullPath);

/**
 * The tags view (SPEC §2.4): visited pages as tabs. A WAI-ARIA tablist with a roving tabindex:
 * arrows/Home/End move, Enter or Space opens, Delete closes, Shift+F10 or the menu key opens the
 * context menu. Mouse: click opens, middle-click or × closes, right-click opens the menu.
 */
export function TagsView() {
  useTagsTracking();
  const { t } = useTranslation();
  const location = useLocation();
  const tags = useTags((s) => s.tags);
  const currentKey = tagKeyOf(location.pathname);
  const actions = useTagActions();
  const { token } = theme.useToken();
  const hintId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuAnchor>();
  const [focusKey, setFocusKey] = useState<string>();
  /** A tab to focus once the bar has re-rendered (after a close or leaving the menu). */
  const pendingFocus = useRef<string>(undefined);

  const labelOf = (tag: TagView) => tag.title || (tag.meta.titleKey ? t(tag.meta.titleKey) : tag.path);
  const rovingKey = [focusKey, currentKey].find((key) => tags.some((tag) => tag.key === key)) ?? tags[0]?.key;
  const tabOf = useCallback(
    (key: string) =>
      [...(scrollerRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].find(
        (tab) => tab.dataset['key'] === key,
      ),
    [],
  );

  // The active tab is always scrolled into the bar's view (horizontally only: never jump the page).
  useEffect(() => {
    const scroller = scrollerRef.current;
    const tab = tabOf(currentKey);
    if (!scroller || !tab) return;
    const bar = scroller.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bar.left) scroller.scrollLeft -= bar.left - box.left + 8;
    else if (box.right > bar.right) scroller.scrollLeft += box.right - bar.right + 8;
  }, [currentKey, tags, tabOf]);

  useEffect(() => {
    if (pendingFocus.current === undefined) return;
    tabOf(pendingFocus.current)?.focus();
    pendingFocus.current = undefined;
  });

  const themeVars: CSSProperties & Record<`--${string}`, string> = {
    '--tags-bg': token.colorBgContainer,
    '--tags-text': token.colorText,
    '--tags-muted': token.colorTextSecondary,
    '--tags-border': token.colorBorderSecondary,
    '--tags-hover': token.colorFillTertiary,
    '--tags-active': token.colorPrimary,
    '--tags-on-active': token.colorTextLightSolid,
    '--tags-menu-shadow': token.boxShadowSecondary,
  };

  /** After a close: the tab itself if it survived, else where the close navigated, else a neighbour. */
  const refocus = (anchorKey: string, index: number, destination?: string) => {
    const now = useTags.getState().tags;
    const key = now.some((tag) => tag.key === anchorKey)
      ? anchorKey
      : destination
        ? keyOfPath(destination)
        : (now[Math.min(index, now.length - 1)]?.key ?? currentKey);
    pendingFocus.current = key;
    setFocusKey(key);
  };

  const openMenu = (tag: TagView, index: number, x: number, y: number) =>
    setMenu({ tag, index, label: labelOf(tag), x, y });

  const closeMenu = (restoreFocus: boolean, destination?: string) => {
    if (!menu) return;
    setMenu(undefined);
    // The chosen action has already updated the store when this runs.
    if (restoreFocus) refocus(menu.tag.key, menu.index, destination);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLElement>, tag: TagView, index: number) => {
    const move = (to: number) => {
      const next = tags[(to + tags.length) % tags.length];
      if (!next) return;
      setFocusKey(next.key);
      tabOf(next.key)?.focus();
    };
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tags.length - 1),
      Enter: () => actions.open(tag),
      ' ': () => actions.open(tag),
      Delete: () => {
        if (!isAffix(tag)) refocus(tag.key, index, actions.close(tag));
      },
      ContextMenu: () => {
        const box = event.currentTarget.getBoundingClientRect();
        openMenu(tag, index, box.left, box.bottom + 4);
      },
    };
    const key = event.key === 'F10' && event.shiftKey ? 'ContextMenu' : event.key;
    const handle = keys[key];
    if (!handle) return;
    event.preventDefault();
    handle();
  };

  const onMouseDown = (event: MouseEvent) => {
    // The middle button would start the browser's auto-scroll instead of closing the tab.
    if (event.button === 1) event.preventDefault();
  };

  return (
    <nav className={styles.bar} style={themeVars} aria-label={t('tags.label')} data-testid="tags-view">
      <div
        ref={scrollerRef}
        className={styles.scroller}
        role="tablist"
        aria-label={t('tags.label')}
        aria-orientation="horizontal"
        onWheel={(event) => {
          // A vertical wheel scrolls the bar sideways, as in the classic shell.
          if (scrollerRef.current && Math.abs(event.deltaY) > Math.abs(event.deltaX))
            scrollerRef.current.scrollLeft += event.deltaY;
        }}
        onBlur={(event) => {
          // Once focus leaves the bar, the roving tab follows the active page again.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusKey(undefined);
        }}
      >
        {tags.map((tag, index) => {
          const active = tag.key === currentKey;
          const label = labelOf(tag);
          return (
            <div
              key={tag.key}
              role="tab"
              aria-selected={active}
              aria-describedby={hintId}
              tabIndex={tag.key === rovingKey ? 0 : -1}
              className={active ? `${styles.tag} ${styles.active}` : styles.tag}
              data-key={tag.key}
              data-testid="tag"
              title={label}
              onClick={() => actions.open(tag)}
              onMouseDown={onMouseDown}
              onAuxClick={(event) => {
                if (event.button !== 1) return;
                event.preventDefault();
                if (!isAffix(tag)) actions.close(tag);
              }}
              onContextMenu={(event) => {
                event.preventDefault();
                // Keyboard-made context menu events were handled on keydown already.
                if (menu?.tag.key === tag.key) return;
                openMenu(tag, index, event.clientX, event.clientY);
              }}
              onFocus={() => setFocusKey(tag.key)}
              onKeyDown={(event) => onTabKeyDown(event, tag, index)}
            >
              <span className={styles.label}>{label}</span>
              {!isAffix(tag) && (
                // Mouse-only shortcut: keyboard users press Delete (announced through the hint).
                <span
                  aria-hidden="true"
                  className={styles.close}
                  title={t('tags.close', { title: label })}
                  data-testid="tag-close"
                  onClick={(event) => {
                    event.stopPropagation();
                    actions.close(tag);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </div>
          );
        })}
      </div>
      <span id={hintId} className="visually-hidden">
        {t('tags.hint')}
      </span>
      {menu && <TagContextMenu anchor={menu} actions={actions} onClose={closeMenu} themeVars={themeVars} />}
    </nav>
  );
}
