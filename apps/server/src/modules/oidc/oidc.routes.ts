import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { warning } from '../../core/errors';
import { cookieOf, sameSecret, serverCookie } from '../../core/cookies';
import { createSm2Keys } from '../auth';
import { ZCaptchaFields } from '../sms';
import { createOidcService } from './oidc.service';
import { ZIdParams } from '../../core/ids';

const ZProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/) });
const ZCallbackInput = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  /** RFC 9207 issuer of the authorization response, passed on from the redirect's query. */
  iss: z.string().max(2048).nullish(),
});
const ZBindInput = z.object({
  bindToken: z.string().trim().min(1).max(128),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(4096),
  ...ZCaptchaFields,
});

const USER_AGENT_MAX = 512;

/**
 * The state of a sign-in is also kept in a cookie of the browser that started it: a callback is
 * taken only with both, so a sign-in started by someone else (login CSRF: their identity in the
 * victim's browser) is refused. Lax, not Strict: the browser comes back from the provider's site.
 */
const STATE_COOKIE = 'rcwb_oidc_state';
const STATE_COOKIE_PATH = '/api/web-auth/oauth';
const STATE_COOKIE_SECONDS = 10 * 60;

/** Third-party sign-in (/jislogin, /auth-redirect, /bind) and the account's bindings. */
export function oidcRoutes(deps: TDeps) {
  const oidc = createOidcService(deps, createSm2Keys(deps.db));
  const limited = { max: deps.config.loginRatePerMinute, timeWindow: '1 minute' };
  const metaOf = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) || null,
  });
  return [
    route({
      method: 'GET',
      url: '/web-auth/oauth/:provider/start',
      guard: guard.public,
      params: ZProviderParams,
      rateLimit: limited,
      handler: async ({ params, req, reply }) => {
        const started = await oidc.start(params.provider);
        const state = new URL(started.url).searchParams.get('state') ?? '';
        reply.header(
          'set-cookie',
          serverCookie(STATE_COOKIE, state, {
            path: STATE_COOKIE_PATH,
            maxAgeSeconds: STATE_COOKIE_SECONDS,
            secure: req.protocol === 'https' || deps.config.publicUrl.startsWith('https:'),
            sameSite: 'Lax',
          }),
        );
        return started;
      },
    }),
    route({
      method: 'POST',
      url: '/web-auth/oauth/:provider/callback',
      guard: guard.public,
      params: ZProviderParams,
      input: ZCallbackInput,
      rateLimit: limited,
      handler: async ({ params, input, req, reply }) => {
        const started = cookieOf(req, STATE_COOKIE);
        if (!started || !sameSecret(started, input.state)) throw warning('oidc.stateInvalid');
        reply.header(
          'set-cookie',
          serverCookie(STATE_COOKIE, '', {
            path: STATE_COOKIE_PATH,
            maxAgeSeconds: 0,
            secure: req.protocol === 'https' || deps.config.publicUrl.startsWith('https:'),
            sameSite: 'Lax',
          }),
        );
        return oidc.callback(params.provider, input, metaOf(req));
      },
    }),
    route({
      method: 'POST',
      url: '/web-auth/oauth/bind',
      guard: guard.public,
      input: ZBindInput,
      rateLimit: limited,
      handler: async ({ input, req }) => oidc.bindExisting(input, metaOf(req)),
    }),
    route({
      method: 'GET',
      url: '/web-auth/oauth/bindings',
      guard: guard.auth,
      handler: async ({ user }) => oidc.list(user),
    }),
    route({
      method: 'DELETE',
      url: '/web-auth/oauth/bindings/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ user, params }) => oidc.remove(user, params.id),
    }),
  ];
}
