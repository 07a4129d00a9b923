/**
 * Permission and role checks (SPEC §6), shared by the server guards and the web app.
 * Permissions are `group:resource:action`; `*:*:*` grants every permission and the role
 * `admin` passes every role check. Empty input never grants access.
 */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';

/** Role keys (DOMAIN.md "Actors and roles"). */
export const ROLES = ['person', 'org', 'admin', 'reviewer', 'archivist', 'editor', 'expert'] as const;
export type TRole = (typeof ROLES)[number];

/** userType values: 0 staff, 1 individual, 2 organisation, 3 expert. */
export const UserType = { staff: 0, person: 1, org: 2, expert: 3 } as const;
export type TUserType = (typeof UserType)[keyof typeof UserType];

type Held = readonly string[] | null | undefined;
type Wanted = readonly string[] | string | null | undefined;

// Blank names are dropped: '' is a missing value, and must not pass via the wildcard or admin.
const list = (wanted: Wanted): string[] =>
  (wanted == null ? [] : typeof wanted === 'string' ? [wanted] : [...wanted]).filter((v) => v.trim() !== '');

/** True if the user holds at least one of the wanted permissions (or the wildcard). */
export function hasPermiOr(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return held.includes(ALL_PERMISSION) || w.some((p) => held.includes(p));
}

/** True if the user holds every wanted permission (or the wildcard). */
export function hasPermiAnd(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return held.includes(ALL_PERMISSION) || w.every((p) => held.includes(p));
}

/** Single-permission check; same as hasPermiOr with one value. */
export const hasPermi = (held: Held, permission: string): boolean => hasPermiOr(held, [permission]);

/** True if the user has at least one of the wanted roles (or `admin`). */
export function hasRoleOr(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return held.includes(SUPER_ROLE) || w.some((r) => held.includes(r));
}

/** True if the user has every wanted role (or `admin`). */
export function hasRoleAnd(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return held.includes(SUPER_ROLE) || w.every((r) => held.includes(r));
}

export const hasRole = (held: Held, role: string): boolean => hasRoleOr(held, [role]);

/**
 * The directive semantics: a missing or empty value is a developer error, not "no access",
 * so it throws (SHELL-BEHAVIOUR.md "Permission checks").
 */
export function assertCheckValue(kind: 'permissions' | 'roles', value: Wanted): readonly string[] {
  const w = list(value);
  if (!w.length)
    throw new Error(`Set ${kind}, e.g. ${kind === 'roles' ? "['admin','editor']" : "['g05:job:add']"}`);
  return w;
}
