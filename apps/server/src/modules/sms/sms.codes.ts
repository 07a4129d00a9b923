import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type TLocale, translate } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { warning } from '../../core/errors';
import { accounts, smsCodes, type TSmsPurpose } from '../../db/schema';
import { personalDataOf } from '../../core/personal-data';
import { type TExec, type TTx, lockMobile } from '../../core/tx';
import type { TSmsGateway } from './sms.gateway';

/** SMS code rules (issue "Accounts and identity"). */
export const SMS_RULES = {
  digits: 6,
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  intervalSeconds: 60,
  perDay: 10,
} as const;

const codeHashOf = (deps: TDeps, mobile: string, purpose: TSmsPurpose, code: string) =>
  personalDataOf(deps.config).codeHash(`${mobile}:${purpose}:${code}`);

const mobileTaken = async (db: TExec, mobile: string): Promise<boolean> =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mobile, mobile)).limit(1)).length >
  0;

/**
 * What a request gets delivered. A code goes out only where it can be used: registration and
 * binding of a free number, recovery of a number that has an account. The owner of a taken
 * number gets a notice instead of a code; an unknown number in recovery gets nothing. The caller
 * always gets the same answer.
 */
async function deliveryFor(
  tx: TTx,
  mobile: string,
  purpose: TSmsPurpose,
): Promise<{ template: string; withCode: boolean } | null> {
  const taken = await mobileTaken(tx, mobile);
  switch (purpose) {
    case 'register':
      return taken ? { template: 'register-exists', withCode: false } : { template: purpose, withCode: true };
    case 'bind-mobile':
      return taken
        ? { template: 'bind-mobile-taken', withCode: false }
        : { template: purpose, withCode: true };
    case 'reset-password':
      return taken ? { template: purpose, withCode: true } : null;
  }
}

/**
 * Issues a code for (mobile, purpose): at most one per number every 60 s and ten per number in
 * any 24 hours, whatever the purpose. Earlier codes of the same purpose stop counting: only the
 * latest is checked.
 */
export async function sendCode(
  deps: TDeps,
  gateway: TSmsGateway,
  input: { mobile: string; purpose: TSmsPurpose },
  meta: { ip: string; locale: TLocale },
): Promise<{ interval: number; expiresIn: number }> {
  const { mobile, purpose } = input;
  await deps.db.transaction(async (tx) => {
    await lockMobile(tx, mobile);
    const [recent] = await tx
      .select({
        wait: sql<number>`ceil(extract(epoch from (max(${smsCodes.createdAt}) + make_interval(secs => ${SMS_RULES.intervalSeconds}) - now())))::int`,
        today: sql<number>`count(*) FILTER (WHERE ${smsCodes.createdAt} > now() - interval '24 hours')::int`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), sql`${smsCodes.createdAt} > now() - interval '24 hours'`));
    if (recent && recent.wait > 0) throw warning('sms.tooSoon', { seconds: recent.wait });
    if (recent && recent.today >= SMS_RULES.perDay) throw warning('sms.dailyLimit', { n: SMS_RULES.perDay });

    const code = crypto
      .randomInt(0, 10 ** SMS_RULES.digits)
      .toString()
      .padStart(SMS_RULES.digits, '0');
    const [row] = await tx
      .insert(smsCodes)
      .values({
        mobile,
        purpose,
        codeHash: codeHashOf(deps, mobile, purpose, code),
        expiresAt: sql`now() + make_interval(secs => ${SMS_RULES.ttlSeconds})`,
        ip: meta.ip,
      })
      .returning({ id: smsCodes.id });
    const delivery = await deliveryFor(tx, mobile, purpose);
    if (!delivery) return;
    const minutes = SMS_RULES.ttlSeconds / 60;
    await gateway.deliver(tx, {
      recipient: mobile,
      template: delivery.template,
      text: translate(meta.locale, `sms.text.${delivery.template}`, { code, minutes }),
      codeId: delivery.withCode ? row!.id : null,
      code: delivery.withCode ? code : null,
    });
  });
  return { interval: SMS_RULES.intervalSeconds, expiresIn: SMS_RULES.ttlSeconds };
}

/**
 * Checks a code without using it up, and returns its id for {@link consumeCode}. Every check
 * spends one of the code's five tries first (also the right guess), so parallel guesses cannot
 * get past the limit. Wrong, expired, used and unknown codes get their messages; a number that
 * never had a code reads as expired.
 */
export async function checkCode(
  deps: TDeps,
  input: { mobile: string; purpose: TSmsPurpose; code: string },
): Promise<number> {
  const { mobile, purpose } = input;
  const latest = deps.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const [tried] = await deps.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${latest})`),
        sql`${smsCodes.consumedAt} IS NULL`,
        sql`${smsCodes.expiresAt} > now()`,
        sql`${smsCodes.attempts} < ${SMS_RULES.maxAttempts}`,
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts });
  if (!tried) {
    const [row] = await deps.db
      .select({
        attempts: smsCodes.attempts,
        live: sql<boolean>`${smsCodes.consumedAt} IS NULL AND ${smsCodes.expiresAt} > now()`,
      })
      .from(smsCodes)
      .where(eq(smsCodes.id, sql`(${latest})`));
    throw row?.live && row.attempts >= SMS_RULES.maxAttempts
      ? warning('sms.codeTooManyTries')
      : warning('sms.codeExpired');
  }
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(codeHashOf(deps, mobile, purpose, input.code.trim()), 'hex');
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return tried.id;
  throw tried.attempts >= SMS_RULES.maxAttempts ? warning('sms.codeTooManyTries') : warning('sms.codeWrong');
}

/**
 * Uses a checked code up, inside the transaction that does what it allowed: if that transaction
 * fails, the code stays usable. A code used or expired meanwhile is refused.
 */
export async function consumeCode(tx: TTx, codeId: number): Promise<void> {
  const used = await tx
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(eq(smsCodes.id, codeId), sql`${smsCodes.consumedAt} IS NULL`, sql`${smsCodes.expiresAt} > now()`),
    )
    .returning({ id: smsCodes.id });
  if (!used.length) throw warning('sms.codeExpired');
}
