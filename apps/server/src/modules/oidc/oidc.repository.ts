import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { oidcBindTickets, oidcBindings, oidcLoginStates } from '../../db/schema';
import type { TExec } from '../../core/tx';

/** How long a started sign-in and an unbound identity stay usable. */
export const OIDC_TTL_SECONDS = 10 * 60;
const expiry = sql`now() + make_interval(secs => ${OIDC_TTL_SECONDS})`;

export type TBindClaims = { name?: string; email?: string; preferred_username?: string };

export async function insertLoginState(
  db: TDb,
  row: { state: string; provider: string; codeVerifier: string; nonce: string; redirectUri: string },
): Promise<void> {
  // Abandoned sign-ins would pile up otherwise; the table only ever holds minutes of them.
  await db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, sql`now()`));
  await db.insert(oidcLoginStates).values({ ...row, expiresAt: expiry });
}

/** Takes a started sign-in (single use): the row is gone whatever happens next. */
export async function takeLoginState(db: TDb, state: string) {
  const [row] = await db
    .delete(oidcLoginStates)
    .where(eq(oidcLoginStates.state, state))
    .returning({
      provider: oidcLoginStates.provider,
      codeVerifier: oidcLoginStates.codeVerifier,
      nonce: oidcLoginStates.nonce,
      redirectUri: oidcLoginStates.redirectUri,
      live: sql<boolean>`${oidcLoginStates.expiresAt} > now()`,
    });
  return row?.live ? row : undefined;
}

export async function findBinding(db: TExec, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(oidcBindings)
    .where(and(eq(oidcBindings.issuer, issuer), eq(oidcBindings.subject, subject)));
  return row;
}

export async function touchBinding(db: TExec, id: number): Promise<void> {
  await db
    .update(oidcBindings)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(oidcBindings.id, id));
}

export async function insertTicket(
  db: TDb,
  row: { tokenHash: string; provider: string; issuer: string; subject: string; claims: TBindClaims },
): Promise<void> {
  await db.delete(oidcBindTickets).where(lt(oidcBindTickets.expiresAt, sql`now()`));
  await db.insert(oidcBindTickets).values({ ...row, expiresAt: expiry });
}

/** A live ticket, left in place (checked before a registration or sign-in does its work). */
export async function peekTicket(db: TExec, tokenHash: string) {
  const [row] = await db
    .select()
    .from(oidcBindTickets)
    .where(and(eq(oidcBindTickets.tokenHash, tokenHash), sql`${oidcBindTickets.expiresAt} > now()`));
  return row;
}

/** Uses a live ticket up; undefined when it is gone or expired. */
export async function takeTicket(db: TExec, tokenHash: string) {
  const [row] = await db
    .delete(oidcBindTickets)
    .where(and(eq(oidcBindTickets.tokenHash, tokenHash), sql`${oidcBindTickets.expiresAt} > now()`))
    .returning();
  return row;
}

export async function insertBinding(
  db: TExec,
  row: {
    accountId: number;
    provider: string;
    issuer: string;
    subject: string;
    name: string | null;
    email: string | null;
  },
) {
  const [created] = await db
    .insert(oidcBindings)
    .values({ ...row, lastUsedAt: sql`now()` })
    .returning({ id: oidcBindings.id });
  return created!;
}

export async function bindingsOf(db: TDb, accountId: number) {
  return db
    .select()
    .from(oidcBindings)
    .where(eq(oidcBindings.accountId, accountId))
    .orderBy(asc(oidcBindings.id));
}

export async function deleteBinding(db: TDb, id: number, accountId: number): Promise<boolean> {
  const rows = await db
    .delete(oidcBindings)
    .where(and(eq(oidcBindings.id, id), eq(oidcBindings.accountId, accountId)))
    .returning({ id: oidcBindings.id });
  return rows.length > 0;
}
