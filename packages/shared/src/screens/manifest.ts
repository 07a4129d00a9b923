import {
  DISCOVER_SCREENS,
  FAIR_BOOTH_EDITOR_SCREENS,
  FAIR_SCREENS,
  HOME_CONTENT_SCREENS,
  POLICY_SCREENS,
  PORTAL_PREVIEW_SCREEN,
} from './content';
import { ARCHIVE_SCREENS, ARCHIVE_STANDALONE_SCREENS } from './archives';
import { APPROVAL_SCREENS } from './approvals';
import { SCORING_SCREENS } from './approvals-scoring';
import { GROUP_SCREENS } from './groups';
import * as NAMED from './perms';
import { PERSONAL_SCREENS } from './personal';
import { RECRUITMENT_SCREENS } from './recruitment';
import { SERVICE_SCREENS } from './service-management';
import { STANDALONE_SCREENS } from './standalone';
import { STATISTICS_SCREENS } from './statistics';
import { SYSTEM_SCREENS } from './system';
import { TALENT_SERVICE_SCREENS } from './talent-services';
import type { TMenuScreenDef, TScreenDef, TStandaloneScreenDef } from './types';

/**
 * THE screen manifest: every back-office menu node and screen, and every standalone screen, in
 * the order their menu rows are written (a parent before its children). The server writes its
 * menu rows and names its guards' permissions from it; the web app takes its paths, permission
 * constants and standalone routes from it; docs/screens.md is generated from it.
 */
export const SCREENS = [
  ...GROUP_SCREENS,
  ...PERSONAL_SCREENS,
  ...RECRUITMENT_SCREENS,
  ...APPROVAL_SCREENS,
  ...SERVICE_SCREENS,
  ...ARCHIVE_SCREENS,
  ...TALENT_SERVICE_SCREENS,
  ...SCORING_SCREENS,
  ...POLICY_SCREENS,
  ...DISCOVER_SCREENS,
  ...FAIR_SCREENS,
  ...HOME_CONTENT_SCREENS,
  ...FAIR_BOOTH_EDITOR_SCREENS,
  PORTAL_PREVIEW_SCREEN,
  ...STATISTICS_SCREENS,
  ...SYSTEM_SCREENS,
  ...STANDALONE_SCREENS,
  ...ARCHIVE_STANDALONE_SCREENS,
] as const satisfies readonly TScreenDef[];

/** One entry of the manifest, with its literal types. */
export type TEntry = (typeof SCREENS)[number];

/** Key of a manifest entry ('g050103', 'g050101:detail', 'g070102:info'). */
export type TScreenKey = TEntry['key'];

type TPermsOf<E> =
  | (E extends { readonly perm: infer P extends string } ? P : never)
  | (E extends { readonly buttons: readonly (infer B)[] }
      ? B extends { readonly perm: infer P extends string }
        ? P
        : never
      : never)
  | (E extends { readonly apiPerms: readonly (infer P extends string)[] } ? P : never)
  | (E extends { readonly permissions: readonly (infer P extends string)[] } ? P : never);

/**
 * Every permission the manifest declares: the screens' and buttons' permissions, the API-only
 * ones of a screen and the standalone screens' rules. A name outside it is a type error.
 */
export type TPermission = TPermsOf<TEntry>;

/** The prefix of a content kind's permissions (`g20:policy` for `g20:policy:list`). */
export type TContentPermPrefix = TPermission extends infer X
  ? X extends `${infer P}:list`
    ? P
    : never
  : never;

/**
 * What every object of perms.ts must be: its values are permissions an entry declares (content
 * kinds: prefixes of declared permissions). It is checked over all of perms.ts's exports, so an
 * area adds its object there and nothing here.
 */
export type TNamedPerms = {
  readonly [K in keyof typeof NAMED]: K extends 'CONTENT_PERMS'
    ? Readonly<Record<string, TContentPermPrefix>>
    : Readonly<Record<string, TPermission>>;
};

// The named permissions are checked against the entries here: a name no entry declares fails to compile.
const _namedPerms: TNamedPerms = NAMED;

/** The menu entries (groups, directories and screens of the layout). */
export const MENU_SCREENS = SCREENS.filter(
  (s): s is Extract<TEntry, TMenuScreenDef> => s.layout === 'layout',
);
/** The standalone screens (SPEC §2.2). */
export const STANDALONE = SCREENS.filter(
  (s): s is Extract<TEntry, TStandaloneScreenDef> => s.layout === 'standalone',
);

/** Key of a standalone screen. */
export type TStandaloneKey = (typeof STANDALONE)[number]['key'];

const BY_KEY = new Map<string, TScreenDef>(SCREENS.map((s) => [s.key, s]));

/** The entry of a key. */
export const screenOf = <K extends TScreenKey>(key: K): Extract<TEntry, { key: K }> =>
  BY_KEY.get(key) as Extract<TEntry, { key: K }>;

/**
 * The full path pattern of an entry, read from the manifest itself (the docs and the routing
 * table's generator; the app routes with `screenPattern` of routing.ts, which gives the same).
 */
export function manifestPattern(key: TScreenKey): string {
  const parts: string[] = [];
  for (let s = BY_KEY.get(key); s;) {
    parts.unshift(s.path ?? '');
    s = s.layout === 'layout' && s.parent ? BY_KEY.get(s.parent) : undefined;
  }
  return `/${parts.filter(Boolean).join('/')}`;
}

/** Every permission the manifest declares, for run-time checks (tests, the server's route list). */
export const PERMISSIONS: ReadonlySet<string> = new Set(
  (SCREENS as readonly TScreenDef[]).flatMap((s): readonly string[] =>
    s.layout === 'layout'
      ? [...(s.perm ? [s.perm] : []), ...(s.buttons ?? []).map((b) => b.perm), ...(s.apiPerms ?? [])]
      : [...(s.permissions ?? []), ...(s.apiPerms ?? [])],
  ),
);

/** True when a permission name is declared by the manifest. */
export const isPermission = (name: string): name is TPermission => PERMISSIONS.has(name);

/**
 * The permission of an action on a content kind (`g20:policy` + 'add' → 'g20:policy:add').
 * Kinds are generic, so the name is checked when it is built: an action the manifest does not
 * declare for the kind (publishing a kind without publication) throws.
 */
export function contentPermission(
  prefix: TContentPermPrefix,
  action: 'list' | 'add' | 'edit' | 'remove' | 'publish',
): TPermission {
  const name = `${prefix}:${action}`;
  if (!isPermission(name)) throw new Error(`permission ${name} is not declared in the screen manifest`);
  return name;
}
