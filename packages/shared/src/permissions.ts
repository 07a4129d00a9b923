/**
 * Permission and role checks (SPEC §6), shared by the server guards and the web app.
 * Permissions are `group:resource:action`; `*:*:*` grants every permission but the separated
 * ones, and the role `admin` passes every role check but `auditor`. Empty input never grants access.
 */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLE = 'admin';

/**
 * Separation of duties (MLPS 2.0 level 3): the audit logs record what administrators do, so the
 * administrator's wildcard does not reach them; only a role granted them (the `auditor`) reads them.
 */
export const AUDITOR_ROLE = 'auditor';
export const SEPARATED_PERMISSION_PREFIX = 'g07:audit:';
/** True for permissions the wildcard does not grant (see {@link SEPARATED_PERMISSION_PREFIX}). */
export const isSeparatedPermission = (permission: string): boolean =>
  permission.startsWith(SEPARATED_PERMISSION_PREFIX);

/** Role keys (DOMAIN.md "Actors and roles", plus the auditor of the separation of duties). */
export const ROLES = [
  'person',
  'org',
  'admin',
  'reviewer',
  'archivist',
  'editor',
  'expert',
  'auditor',
] as const;
export type TRole = (typeof ROLES)[number];

/**
 * Roles that stand for a kind of account (individual, organisation, expert) rather than a staff
 * duty. A screen given only to these roles is the account's own (a person's resumes, an
 * organisation's postings): the administrator's wildcard opens every other screen, not these,
 * so a staff menu is not full of job-seeker pages.
 */
export const ACCOUNT_KIND_ROLES = ['person', 'org', 'expert'] as const satisfies readonly TRole[];

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
  return w.some((p) => held.includes(p) || (held.includes(ALL_PERMISSION) && !isSeparatedPermission(p)));
}

/** True if the user holds every wanted permission (or the wildcard). */
export function hasPermiAnd(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return w.every((p) => held.includes(p) || (held.includes(ALL_PERMISSION) && !isSeparatedPermission(p)));
}

/** Single-permission check; same as hasPermiOr with one value. */
export const hasPermi = (held: Held, permission: string): boolean => hasPermiOr(held, [permission]);

// `admin` stands in for every role but the auditor's (separation of duties, as above).
const holdsRole = (held: readonly string[], role: string): boolean =>
  held.includes(role) || (held.includes(SUPER_ROLE) && role !== AUDITOR_ROLE);

/** True if the user has at least one of the wanted roles (`admin` counts as any but `auditor`). */
export function hasRoleOr(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return w.some((r) => holdsRole(held, r));
}

/** True if the user has every wanted role (`admin` counts as any but `auditor`). */
export function hasRoleAnd(held: Held, wanted: Wanted): boolean {
  const w = list(wanted);
  if (!held?.length || !w.length) return false;
  return w.every((r) => holdsRole(held, r));
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
