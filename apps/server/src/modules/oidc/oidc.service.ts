import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import type { TDeps } from '../../core/deps';
import { failure, notFound, warning } from '../../core/errors';
import type { TSessionUser } from '../../core/session-user';
import { accounts, sessions } from '../../db/schema';
import { grantsOf, hashToken, newToken } from '../auth';
import { presentLogin } from '../auth';
import { type TClientMeta, openSession, revokeSession, writeLoginLog } from '../auth';
import { login } from '../auth';
import type { TSm2Keys } from '../auth';
import { type TExec, isUniqueViolation } from '../../core/tx';
import {
  type TBindClaims,
  bindingsOf,
  deleteBinding,
  findBinding,
  insertBinding,
  insertLoginState,
  insertTicket,
  peekTicket,
  takeLoginState,
  takeTicket,
  touchBinding,
} from './oidc.repository';
import { type TDiscovery, createDiscovery, providerOf, redirectUriOf } from './providers';

const SCOPE = 'openid profile email';

const text = (v: unknown, max = 200): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined;

function claimsOf(source: Record<string, unknown>): TBindClaims {
  const out: TBindClaims = {};
  const name = text(source.name, 100);
  const email = text(source.email, 254);
  const preferred = text(source.preferred_username, 64);
  if (name) out.name = name;
  if (email) out.email = email;
  if (preferred) out.preferred_username = preferred;
  return out;
}

/**
 * A live bind ticket (the token from an unknown third-party identity), checked before work that
 * will bind it. Throws when it is unknown or older than ten minutes.
 */
export async function requireBindTicket(db: TExec, bindToken: string) {
  const ticket = await peekTicket(db, hashToken(bindToken));
  if (!ticket) throw warning('oidc.bindTokenInvalid');
  return ticket;
}

/**
 * Binds the identity of a ticket to an account and uses the ticket up, inside the caller's
 * transaction. An identity bound meanwhile, or a second binding of the same provider to one
 * account, is refused.
 */
export async function bindTicketTo(tx: TExec, bindToken: string, accountId: number): Promise<void> {
  const ticket = await takeTicket(tx, hashToken(bindToken));
  if (!ticket) throw warning('oidc.bindTokenInvalid');
  if (await findBinding(tx, ticket.issuer, ticket.subject)) throw warning('oidc.identityTaken');
  try {
    await insertBinding(tx, {
      accountId,
      provider: ticket.provider,
      issuer: ticket.issuer,
      subject: ticket.subject,
      name: ticket.claims.name ?? null,
      email: ticket.claims.email ?? null,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'oidc_binding_account_issuer_uq')) throw warning('oidc.accountAlreadyBound');
    if (isUniqueViolation(err, 'oidc_binding_subject_uq')) throw warning('oidc.identityTaken');
    throw err;
  }
}

/** Third-party sign-in with OpenID Connect: authorization code flow, PKCE S256, state and nonce. */
export function createOidcService(deps: TDeps, keys: TSm2Keys, discover: TDiscovery = createDiscovery()) {
  const { db, config, log } = deps;

  const providerOrThrow = (id: string) => {
    const p = providerOf(config, id);
    if (!p) throw warning('oidc.unknownProvider');
    return p;
  };
  const configurationOf = async (p: ReturnType<typeof providerOrThrow>) => {
    try {
      return await discover(p);
    } catch (err) {
      log.error({ err, provider: p.id }, 'OpenID provider discovery failed');
      throw failure('oidc.providerUnavailable');
    }
  };

  /** Signs an account in as login does (session, login_log, same answer); status still applies. */
  async function signIn(accountId: number, meta: TClientMeta) {
    const [account] = await db
      .select({
        id: accounts.id,
        username: accounts.username,
        name: accounts.name,
        userType: accounts.userType,
        avatarUrl: accounts.avatarUrl,
        status: accounts.status,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account) throw warning('oidc.signInFailed');
    if (account.status !== 'active') {
      const disabled = account.status === 'disabled';
      await writeLoginLog(
        db,
        {
          accountId,
          username: account.username,
          success: false,
          reason: disabled ? 'disabled' : 'adminLocked',
        },
        meta,
      );
      throw warning(disabled ? 'auth.accountDisabled' : 'auth.accountLockedByAdmin');
    }
    const token = newToken();
    await openSession(db, account, hashToken(token), deps.settings.values().sessionAbsoluteSeconds, meta);
    return presentLogin(token, account, await grantsOf(db, account.id));
  }

  return {
    /** GET /web-auth/oauth/:provider/start: where to send the browser. */
    async start(providerId: string): Promise<{ url: string }> {
      const p = providerOrThrow(providerId);
      const configuration = await configurationOf(p);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const redirectUri = redirectUriOf(config, p);
      await insertLoginState(db, { state, provider: p.id, codeVerifier, nonce, redirectUri });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href };
    },

    /**
     * POST /web-auth/oauth/:provider/callback: a bound identity signs in (the login answer); an
     * unknown one gets a ten-minute bind token and the provider's name claims.
     */
    async callback(
      providerId: string,
      input: { code: string; state: string; iss?: string | null | undefined },
      meta: TClientMeta,
    ) {
      const p = providerOrThrow(providerId);
      const started = await takeLoginState(db, input.state);
      if (!started || started.provider !== p.id) throw warning('oidc.stateInvalid');
      const configuration = await configurationOf(p);
      const current = new URL(started.redirectUri);
      current.searchParams.set('code', input.code);
      current.searchParams.set('state', input.state);
      if (input.iss) current.searchParams.set('iss', input.iss);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: started.codeVerifier,
          expectedState: input.state,
          expectedNonce: started.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        log.warn({ err, provider: p.id }, 'OpenID sign-in refused');
        throw warning('oidc.signInFailed');
      }
      const idToken = tokens.claims();
      if (!idToken) throw warning('oidc.signInFailed');
      const issuer = configuration.serverMetadata().issuer;
      const subject = idToken.sub;

      const binding = await findBinding(db, issuer, subject);
      if (binding) {
        const answer = await signIn(binding.accountId, meta);
        await touchBinding(db, binding.id);
        return answer;
      }

      let claims = claimsOf(idToken);
      if (configuration.serverMetadata().userinfo_endpoint) {
        try {
          claims = {
            ...claimsOf(await client.fetchUserInfo(configuration, tokens.access_token, subject)),
            ...claims,
          };
        } catch (err) {
          log.warn({ err, provider: p.id }, 'OpenID userinfo failed; using the ID token claims');
        }
      }
      const bindToken = newToken();
      await insertTicket(db, { tokenHash: hashToken(bindToken), provider: p.id, issuer, subject, claims });
      return { bindToken, provider: { id: p.id, label: p.label }, claims };
    },

    /**
     * POST /web-auth/oauth/bind: signs in with username and password (every sign-in rule,
     * captcha included) and binds the identity to that account. If the binding is refused, the
     * session just opened is closed again.
     */
    async bindExisting(
      input: {
        bindToken: string;
        username: string;
        password: string;
        code?: string | null;
        uuid?: string | null;
      },
      meta: TClientMeta,
    ) {
      await requireBindTicket(db, input.bindToken);
      const answer = await login(
        deps,
        keys,
        { username: input.username, password: input.password, code: input.code, uuid: input.uuid },
        meta,
      );
      const [session] = await db
        .select({ id: sessions.id, accountId: sessions.accountId })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(answer.sessionId)));
      try {
        await db.transaction((tx) => bindTicketTo(tx, input.bindToken, session!.accountId));
      } catch (err) {
        await revokeSession(db, session!.id);
        throw err;
      }
      return answer;
    },

    async list(user: TSessionUser) {
      const rows = await bindingsOf(db, user.accountId);
      return rows.map((r) => ({
        id: r.id,
        provider: r.provider,
        label: providerOf(config, r.provider)?.label ?? r.provider,
        name: r.name ?? '',
        email: r.email ?? '',
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async remove(user: TSessionUser, id: number): Promise<null> {
      if (!(await deleteBinding(db, id, user.accountId))) throw notFound('oidc.bindingNotFound');
      return null;
    },
  };
}
