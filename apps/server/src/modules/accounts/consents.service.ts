import { and, desc, eq } from 'drizzle-orm';
import { CONSENTS, type TConsent, currentConsentVersion } from '@rcwb/shared';
import { AppError } from '../../core/errors';
import type { TExec } from '../../core/tx';
import { accountConsents } from '../../db/schema';
import { ResultCode } from '@rcwb/shared';

/** A missing consent, named as its form field so the registration form marks the box. */
const consentMissing = (field: 'acceptTerms' | 'acceptIdNumber', key: string) =>
  new AppError(ResultCode.warning, key, undefined, { fields: { [field]: key } });

/**
 * The consents a registration gives, refused without them: the agreement and the privacy policy
 * always, the ID number's processing for a person (it is sensitive personal information).
 */
export function registrationConsents(
  input: { acceptTerms?: boolean | undefined; acceptIdNumber?: boolean | undefined },
  withIdNumber: boolean,
): TConsent[] {
  if (input.acceptTerms !== true) throw consentMissing('acceptTerms', 'accounts.consentRequired');
  if (!withIdNumber) return ['agreement', 'privacy'];
  if (input.acceptIdNumber !== true) throw consentMissing('acceptIdNumber', 'accounts.idConsentRequired');
  return ['agreement', 'privacy', 'idNumber'];
}

/** Records consents in their current versions (a new row each: the history stays). */
export async function recordConsents(
  db: TExec,
  accountId: number,
  consents: readonly TConsent[],
  ip: string | null,
): Promise<void> {
  if (!consents.length) return;
  await db
    .insert(accountConsents)
    .values(
      consents.map((document) => ({ accountId, document, version: currentConsentVersion(document), ip })),
    );
}

/**
 * The consents an account gave in an older version than the current one: asked again once, at
 * sign-in. An account that never gave one (staff, accounts from before consents were recorded)
 * is not asked here.
 */
export async function dueConsents(db: TExec, accountId: number): Promise<TConsent[]> {
  const rows = await db
    .select({ document: accountConsents.document, version: accountConsents.version })
    .from(accountConsents)
    .where(and(eq(accountConsents.accountId, accountId)))
    .orderBy(desc(accountConsents.id));
  const latest = new Map<string, string>();
  for (const row of rows) if (!latest.has(row.document)) latest.set(row.document, row.version);
  return CONSENTS.filter((c) => latest.has(c) && latest.get(c) !== currentConsentVersion(c));
}
