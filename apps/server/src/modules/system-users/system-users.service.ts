import {
  AUDITOR_ROLE,
  SUPER_ROLE,
  type TLocale,
  checkPasswordPolicy,
  passwordFailureKey,
} from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { AppError, notFound, warning } from '../../core/errors';
import { page } from '../../core/route';
import type { TSessionUser } from '../../core/session-user';
import { mobileOwner } from '../accounts';
import { type TExec, type TTx, isUniqueViolation, lockMobile } from '../../core/tx';
import { hashPassword } from '../auth';
import { liveOf } from '../messages';
import type { TSm2Keys } from '../auth';
import { presentRoleOption, presentUser } from './system-users.presenter';
import {
  findUser,
  insertUser,
  listUsers,
  roleOptions,
  replaceRoles,
  revokeSessions,
  roleIdsOf,
  setPasswordHash,
  setStatus,
  updateUser,
  usernameTaken,
} from './system-users.repository';
import type { TUserAdd, TUserEdit, TUserList } from './system-users.schemas';
import { recordPersonalDataRead } from '../../core/personal-data-reads';

/** A refusal about one field: the message, and `data.fields` so the form shows it by the field. */
export const fieldError = (field: string, key: string): AppError =>
  new AppError(601, key, undefined, { fields: { [field]: key } });

/** Refuses a mobile number another account holds (under the number's lock, as registration). */
async function refuseTakenMobile(tx: TTx, mobile: string | undefined, accountId?: number) {
  if (!mobile) return;
  await lockMobile(tx, mobile);
  const owner = await mobileOwner(tx, mobile);
  if (owner && owner.id !== accountId) throw fieldError('mobile', 'accounts.mobileTaken');
}

async function mustExist(db: TExec, id: number) {
  const user = await findUser(db, id);
  if (!user) throw notFound('systemUsers.notFound');
  return user;
}

async function roleIdsFor(db: TExec, keys: string[]): Promise<number[]> {
  const unique = [...new Set(keys)];
  // Separation of duties: whoever administers the system does not also read its audit logs.
  if (unique.includes(SUPER_ROLE) && unique.includes(AUDITOR_ROLE))
    throw fieldError('roles', 'systemUsers.auditorSeparate');
  const ids = await roleIdsOf(db, unique);
  if (ids.size !== unique.length) throw fieldError('roles', 'systemUsers.roleUnknown');
  return [...ids.values()];
}

/** Decrypts an SM2 password (as at sign-in) and holds it to the shared password policy. */
async function newPasswordHash(keys: TSm2Keys, cipher: string, username: string): Promise<string> {
  const plain = await keys.decrypt(cipher);
  if (plain === null) throw fieldError('password', 'systemUsers.passwordUndecryptable');
  const policy = checkPasswordPolicy(plain, username);
  if (!policy.ok) throw fieldError('password', passwordFailureKey(policy.failures[0]!));
  return hashPassword(plain);
}

/** Administrators cannot take the administrator role away from themselves (no lock-out by mistake). */
function refuseSelfDemotion(actor: TSessionUser, targetId: number, current: string[], next: string[]) {
  if (actor.accountId === targetId && current.includes(SUPER_ROLE) && !next.includes(SUPER_ROLE))
    throw fieldError('roles', 'systemUsers.selfDemote');
}

export function createUserService(deps: TDeps, keys: TSm2Keys) {
  const { db } = deps;
  return {
    async add(input: TUserAdd): Promise<{ id: number }> {
      if (await usernameTaken(db, input.username)) throw fieldError('username', 'systemUsers.usernameTaken');
      const passwordHash = await newPasswordHash(keys, input.password, input.username);
      try {
        const id = await db.transaction(async (tx) => {
          await refuseTakenMobile(tx, input.mobile);
          const roleIds = await roleIdsFor(tx, input.roles);
          const accountId = await insertUser(tx, {
            username: input.username,
            name: input.name,
            userType: input.userType,
            mobile: input.mobile ?? null,
            email: input.email ?? null,
            passwordHash,
            // Staff-made accounts of people/organisations still complete their own profile.
            profileComplete: input.userType === 0 || input.userType === 3,
          });
          await replaceRoles(tx, accountId, roleIds);
          return accountId;
        });
        return { id };
      } catch (e) {
        // Two administrators adding the same name at once: the unique index decides.
        if (isUniqueViolation(e, 'account_username_uq'))
          throw fieldError('username', 'systemUsers.usernameTaken');
        throw e;
      }
    },

    async edit(actor: TSessionUser, id: number, input: TUserEdit): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await mustExist(tx, id);
        refuseSelfDemotion(actor, id, user.roles, input.roles);
        await refuseTakenMobile(tx, input.mobile ?? undefined, id);
        const roleIds = await roleIdsFor(tx, input.roles);
        await updateUser(tx, id, {
          name: input.name,
          userType: input.userType,
          email: input.email ?? null,
          ...(input.mobile === undefined ? {} : { mobile: input.mobile }),
        });
        await replaceRoles(tx, id, roleIds);
      });
    },

    async assignRoles(actor: TSessionUser, id: number, roles: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await mustExist(tx, id);
        refuseSelfDemotion(actor, id, user.roles, roles);
        await replaceRoles(tx, id, await roleIdsFor(tx, roles));
      });
    },

    /** A lock ends the account's sessions at once; unlocking also clears failed sign-ins. */
    async setStatus(actor: TSessionUser, id: number, status: 'active' | 'locked'): Promise<void> {
      if (actor.accountId === id && status !== 'active') throw warning('systemUsers.selfLock');
      await db.transaction(async (tx) => {
        await mustExist(tx, id);
        await setStatus(tx, id, status);
        if (status === 'locked') await revokeSessions(tx, id);
      });
      if (status === 'locked') await liveOf(deps).closeEnded(id);
    },

    /** Ends the user's sessions (for one's own account, every session but the current one). */
    async resetPassword(actor: TSessionUser, id: number, cipher: string): Promise<void> {
      const user = await mustExist(db, id);
      const passwordHash = await newPasswordHash(keys, cipher, user.username);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, id, passwordHash);
        await revokeSessions(tx, id, actor.accountId === id ? actor.sessionId : undefined);
      });
      await liveOf(deps).closeEnded(id);
    },

    async detail(id: number) {
      const row = await mustExist(db, id);
      await recordPersonalDataRead(
        { db },
        { subjectId: id, kinds: ['mobile', 'email'], object: { type: 'account', id } },
      );
      return presentUser(row);
    },

    async list(input: TUserList) {
      const { rows, total } = await listUsers(db, input, input);
      return page(rows.map(presentUser), total);
    },

    async roleOptions(locale: TLocale) {
      return (await roleOptions(db)).map((r) => presentRoleOption(r, locale));
    },
  };
}
