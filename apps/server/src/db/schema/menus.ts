import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from './accounts';

/**
 * Back-office menu, as in a classic admin framework. `type`: 'M' directory, 'C' screen,
 * 'F' button/permission only. Entries are registered by the module that builds the screen
 * (menu_key is that registration's stable key), so the menu never offers a missing screen.
 */
export const menus = pgTable('menu', {
  id: serial('id').primaryKey(),
  menuKey: text('menu_key').notNull().unique(),
  parentId: integer('parent_id'),
  type: text('type', { enum: ['M', 'C', 'F'] }).notNull(),
  /** Route path segment (e.g. 'g05', 'g050103'); for 'F' entries empty. */
  path: text('path').notNull().default(''),
  /** 'Layout', 'ParentView', 'InnerLink' or a screen key such as 'g050103/index'. */
  component: text('component'),
  /** Query string the route carries, as JSON. */
  query: text('query'),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  /** External link (inner-link iframe or a new-tab link). */
  link: text('link'),
  noCache: boolean('no_cache').notNull().default(false),
  affix: boolean('affix').notNull().default(false),
  alwaysShow: boolean('always_show').notNull().default(false),
  activeMenu: text('active_menu'),
  breadcrumb: boolean('breadcrumb').notNull().default(true),
  /** Permission string that this entry grants and that guards its API. */
  perms: text('perms'),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * 'code': written from the screen manifest and kept in step with it on every start;
   * 'admin': made by an administrator, never touched by the sync.
   */
  origin: text('origin', { enum: ['code', 'admin'] })
    .notNull()
    .default('code'),
  /** Fields of a code row an administrator changed (property names): the sync leaves them alone. */
  overridden: text('overridden').array().notNull().default([]),
  /** When the code stopped defining the row: it is disabled, not deleted, so ids and links survive. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const roleMenus = pgTable(
  'role_menu',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** 'code': granted by the manifest (the sync adds and removes it); 'admin': granted by hand. */
    origin: text('origin', { enum: ['code', 'admin'] })
      .notNull()
      .default('code'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/**
 * Links the code grants that an administrator took away: the menu sync never adds them back, so
 * a role's permissions as the administrator left them survive upgrades and restarts.
 */
export const roleMenuRevocations = pgTable(
  'role_menu_revoked',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
