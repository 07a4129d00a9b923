import { eq } from 'drizzle-orm';
import { ResultCode, type TConsent, type TLocale, UserType, validateIdNumber } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { AppError, warning } from '../../core/errors';
import { accountRoles, accounts, gb01, gc01, roles } from '../../db/schema';
import { grantsOf, hashToken, newToken } from '../auth';
import { presentLogin } from '../auth';
import { type TClientMeta, openSession } from '../auth';
import { hashPassword } from '../auth';
import type { TSm2Keys } from '../auth';
import { bindTicketTo, requireBindTicket } from '../oidc';
import { checkCode, consumeCode } from '../sms';
import { type TSaveGb01Input, type TSaveGc01Input, USERNAME_PATTERN } from './accounts.schemas';
import { syncProfileFlag } from './completeness';
import { recordConsents, registrationConsents } from './consents.service';
import {
  checkCreditCode,
  checkDictFields,
  checkEmail,
  checkOrgContactFields,
  checkOrgPoint,
  checkUsernameFormat,
  gb01DictPairs,
  gc01DictPairs,
  gb01Columns,
} from './field-rules';
import { gc01Record } from './gc01-record';
import { checkIdNumber } from './identity-number';
import { newPasswordFrom } from './password-input';
import { personalDataOf } from '../../core/personal-data';
import { creditCodeTaken, mobileOwner, usernameTaken } from './profiles.repository';
import { type TTx, isUniqueViolation, lockMobile } from '../../core/tx';

type TLang = { locale: TLocale; t: (key: string, params?: Record<string, string | number>) => string };

/** POST /web-auth/register/checkUsername. */
export async function checkUsername(deps: TDeps, username: string) {
  const valid = USERNAME_PATTERN.test(username);
  return { valid, available: valid && !(await usernameTaken(deps.db, username)) };
}

/**
 * POST /web-auth/register/checkIdNumber: SPEC §5 validity only. Whether a number is registered is
 * another person's data: an anonymous caller is never told. The registration itself answers it,
 * and only after the registrant's SMS code is right (see registerPerson), so `available` is true
 * for every valid number.
 */
export async function checkIdNumberAvailable(idNumber: string, lang: TLang) {
  const result = validateIdNumber(idNumber);
  if (!result.ok) return { valid: false, available: false, message: lang.t(result.messageKey) };
  return { valid: true, available: true, message: '' };
}

/**
 * A taken username, named as the username field's error: the registration form checks the name
 * only on submit (the live lookup takes a captcha), so the answer has to land on the field.
 */
const usernameIsTaken = () =>
  new AppError(ResultCode.warning, 'accounts.usernameTaken', undefined, {
    fields: { username: 'accounts.usernameTaken' },
  });

type TNewAccount = {
  username: string;
  password: string;
  mobile: string;
  smsCode: string;
  bindToken?: string | null | undefined;
};

/**
 * What both registrations share, in an order that tells nothing new to someone without the SMS
 * code: username, password and the record's own fields first (public checks anyway), then the
 * code, and only then whether the mobile already has an account.
 */
async function registerAccount(
  deps: TDeps,
  keys: TSm2Keys,
  input: TNewAccount,
  kind: {
    userType: number;
    role: 'person' | 'org';
    name: string;
    email: string | null;
    consents: readonly TConsent[];
  },
  lang: TLang,
  meta: TClientMeta,
  checkRecord: () => Promise<void>,
  writeRecord: (tx: TTx, accountId: number) => Promise<void>,
) {
  const { db } = deps;
  checkUsernameFormat(input.username);
  if (await usernameTaken(db, input.username)) throw usernameIsTaken();
  const password = await newPasswordFrom(keys, input.password, input.username, lang.locale);
  await checkRecord();
  if (input.bindToken) await requireBindTicket(db, input.bindToken);
  const codeId = await checkCode(deps, { mobile: input.mobile, purpose: 'register', code: input.smsCode });
  const passwordHash = await hashPassword(password);

  const account = await db.transaction(async (tx) => {
    await lockMobile(tx, input.mobile);
    if (await mobileOwner(tx, input.mobile)) throw warning('accounts.mobileTaken');
    await consumeCode(tx, codeId);
    let created: { id: number; username: string; name: string; userType: number; avatarUrl: string | null };
    try {
      [created] = (await tx
        .insert(accounts)
        .values({
          username: input.username,
          passwordHash,
          userType: kind.userType,
          name: kind.name,
          mobile: input.mobile,
          email: kind.email,
        })
        .returning({
          id: accounts.id,
          username: accounts.username,
          name: accounts.name,
          userType: accounts.userType,
          avatarUrl: accounts.avatarUrl,
        })) as [typeof created];
    } catch (err) {
      if (isUniqueViolation(err, 'account_username_uq')) throw usernameIsTaken();
      throw err;
    }
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, kind.role));
    if (!role) throw new Error(`role ${kind.role} is not seeded`);
    await tx.insert(accountRoles).values({ accountId: created.id, roleId: role.id });
    await writeRecord(tx, created.id);
    await recordConsents(tx, created.id, kind.consents, meta.ip);
    if (input.bindToken) await bindTicketTo(tx, input.bindToken, created.id);
    await syncProfileFlag(tx, { id: created.id, userType: kind.userType });
    return created;
  });

  // Registration signs the new account in: an organisation goes on to upload its licence.
  const token = newToken();
  await openSession(db, account, hashToken(token), deps.settings.values().sessionAbsoluteSeconds, meta);
  return { account, login: presentLogin(token, account, await grantsOf(db, account.id)) };
}

/** POST /web-auth/register/saveGc01: a person's account and Gc01 in one transaction. */
export async function registerPerson(
  deps: TDeps,
  keys: TSm2Keys,
  input: TSaveGc01Input,
  lang: TLang,
  meta: TClientMeta,
) {
  // Consents first: the form's boxes, told before anything is looked up.
  const consents = registrationConsents(input, true);
  const pd = personalDataOf(deps.config);
  const id = checkIdNumber(pd, input.idNumber);
  const { login } = await registerAccount(
    deps,
    keys,
    input,
    { userType: UserType.person, role: 'person', name: input.name, email: input.email, consents },
    lang,
    meta,
    async () => {
      checkEmail(input.email);
      await checkDictFields(deps.db, gc01DictPairs(input));
    },
    async (tx, accountId) => {
      try {
        await tx.insert(gc01).values({ accountId, ...gc01Record(pd, id, input) });
      } catch (err) {
        // Told only here, after the registrant's SMS code: the transaction rolls back, so the
        // code stays usable (the unique blind index is the one check, no lookup before the code).
        if (isUniqueViolation(err, 'gc01_id_number_index_uq')) throw warning('accounts.idNumberTaken');
        throw err;
      }
    },
  );
  return login;
}

/**
 * POST /web-auth/register/saveGb01: an organisation's account and Gb01, review status 'draft'.
 * Uploads need a session, so the licence comes after: the new account is signed in, uploads it
 * and submits with POST /web-auth/updateGb01, which moves the review to 'pending'.
 */
export async function registerOrg(
  deps: TDeps,
  keys: TSm2Keys,
  input: TSaveGb01Input,
  lang: TLang,
  meta: TClientMeta,
) {
  const consents = registrationConsents(input, false);
  const creditCode = checkCreditCode(input.creditCode);
  const { account, login } = await registerAccount(
    deps,
    keys,
    input,
    { userType: UserType.org, role: 'org', name: input.name, email: input.email, consents },
    lang,
    meta,
    async () => {
      checkEmail(input.email);
      checkOrgContactFields(input);
      checkOrgPoint(input);
      await checkDictFields(deps.db, gb01DictPairs(input));
      if (await creditCodeTaken(deps.db, creditCode)) throw warning('accounts.creditCodeTaken');
    },
    async (tx, accountId) => {
      try {
        await tx.insert(gb01).values({ accountId, ...gb01Columns(input, creditCode), reviewStatus: 'draft' });
      } catch (err) {
        if (isUniqueViolation(err, 'gb01_credit_code_uq')) throw warning('accounts.creditCodeTaken');
        throw err;
      }
    },
  );
  await deps.notifier.notify(account.id, {
    kind: 'org-review',
    titleKey: 'review.notice.registeredTitle',
    bodyKey: 'review.notice.registeredBody',
    link: '/personInfo',
  });
  return login;
}
