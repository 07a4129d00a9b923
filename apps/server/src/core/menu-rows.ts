import { MENU_SCREENS, type TMenuScreenDef, type TScreenKey, screenPattern } from '@rcwb/shared';
import type { TMenuDef } from './module';

/**
 * The menu rows of the screen manifest: one per group, directory and screen, then one F row per
 * button (`<screen key>:<action>`) linked to the button's roles or else the screen's.
 */
export function manifestMenus(screens: readonly TMenuScreenDef[] = MENU_SCREENS): TMenuDef[] {
  return screens.flatMap((s): TMenuDef[] => [
    {
      key: s.key,
      ...(s.parent ? { parent: s.parent } : {}),
      type: s.type,
      ...(s.path ? { path: s.path } : {}),
      ...(s.component ? { component: s.component } : {}),
      titleZh: s.titles['zh-CN'],
      titleEn: s.titles.en,
      ...(s.icon ? { icon: s.icon } : {}),
      ...(s.sort !== undefined ? { sort: s.sort } : {}),
      ...(s.hidden ? { hidden: true } : {}),
      ...(s.link ? { link: s.link } : {}),
      ...(s.noCache ? { noCache: true } : {}),
      ...(s.alwaysShow ? { alwaysShow: true } : {}),
      ...(s.activeMenu ? { activeMenu: screenPattern(s.activeMenu as TScreenKey) } : {}),
      ...(s.query ? { query: { ...s.query } } : {}),
      ...(s.perm ? { perms: s.perm } : {}),
      roles: [...s.roles],
    },
    ...(s.buttons ?? []).map((b): TMenuDef => ({
      key: `${s.key}:${b.action}`,
      parent: s.key,
      type: 'F',
      titleZh: b.titles['zh-CN'],
      titleEn: b.titles.en,
      ...(b.sort !== undefined ? { sort: b.sort } : {}),
      perms: b.perm,
      roles: [...(b.roles ?? s.roles)],
    })),
  ]);
}
