import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { createSm2Keys } from '../auth';
import { type TSmsGateway, outboxGateway, requireCaptcha } from '../sms';
import {
  ZAcceptConsentsInput,
  ZAreaInput,
  ZBindMobileInput,
  ZCheckIdNumberInput,
  ZCheckUsernameInput,
  ZFindPasswordInput,
  ZResetPasswordInput,
  ZSaveGb01Input,
  ZSaveGc01Input,
  ZUpdateGb01Input,
  ZUpdateGc01Input,
} from './accounts.schemas';
import { createAreaService } from './area.service';
import { dueConsents, recordConsents } from './consents.service';
import { getGb01, getGc01, updateGb01, updateGc01 } from './profile.service';
import { bindMobile, findPassword, resetPassword } from './recovery.service';
import { checkIdNumberAvailable, checkUsername, registerOrg, registerPerson } from './registration.service';

const USER_AGENT_MAX = 512;
const metaOf = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

/** Registration, the Gc01/Gb01 records, recovery, mobile binding and the area picker (docs/api.md). */
export function accountsRoutes(
  deps: TDeps,
  gateway: TSmsGateway = outboxGateway(deps.log, { keepCodes: deps.config.seedDemo }),
) {
  const keys = createSm2Keys(deps.db);
  const area = createAreaService(deps.db);
  // Public calls that check or create accounts are limited like sign-in; the two lookups also
  // take the image captcha (docs/security/accounts.md), so they cannot be asked in bulk.
  const limited = { max: deps.config.loginRatePerMinute, timeWindow: '1 minute' };
  return [
    route({
      method: 'POST',
      url: '/web-auth/register/checkUsername',
      guard: guard.public,
      input: ZCheckUsernameInput,
      rateLimit: limited,
      handler: async ({ input }) => {
        await requireCaptcha(deps, input);
        return checkUsername(deps, input.username);
      },
    }),
    route({
      method: 'POST',
      url: '/web-auth/register/checkIdNumber',
      guard: guard.public,
      input: ZCheckIdNumberInput,
      rateLimit: limited,
      handler: async ({ input, locale, t }) => {
        await requireCaptcha(deps, input);
        return checkIdNumberAvailable(input.idNumber, { locale, t });
      },
    }),
    route({
      method: 'POST',
      url: '/web-auth/register/saveGc01',
      guard: guard.public,
      input: ZSaveGc01Input,
      rateLimit: limited,
      handler: async ({ input, req, locale, t }) =>
        registerPerson(deps, keys, input, { locale, t }, metaOf(req)),
    }),
    route({
      method: 'POST',
      url: '/web-auth/register/saveGb01',
      guard: guard.public,
      input: ZSaveGb01Input,
      // An organisation's description (5,000 characters) comes with the registration.
      bodyLimit: 128 * 1024,
      rateLimit: limited,
      handler: async ({ input, req, locale, t }) =>
        registerOrg(deps, keys, input, { locale, t }, metaOf(req)),
    }),
    route({
      method: 'GET',
      url: '/web-auth/getGc01',
      guard: guard.auth,
      handler: async ({ user }) => getGc01(deps, user),
    }),
    route({
      method: 'GET',
      url: '/web-auth/getGb01',
      guard: guard.auth,
      handler: async ({ user }) => getGb01(deps, user),
    }),
    route({
      method: 'POST',
      url: '/web-auth/updateGc01',
      guard: guard.auth,
      input: ZUpdateGc01Input,
      handler: async ({ input, user }) => updateGc01(deps, user, input),
    }),
    route({
      method: 'POST',
      url: '/web-auth/updateGb01',
      guard: guard.auth,
      input: ZUpdateGb01Input,
      handler: async ({ input, user }) => updateGb01(deps, user, input),
    }),
    route({
      method: 'POST',
      url: '/web-auth/findPassword',
      guard: guard.public,
      input: ZFindPasswordInput,
      rateLimit: limited,
      handler: async ({ input, req, locale, t }) => findPassword(deps, gateway, input, { locale, t }, req.ip),
    }),
    route({
      method: 'POST',
      url: '/web-auth/resetPassword',
      guard: guard.public,
      input: ZResetPasswordInput,
      rateLimit: limited,
      handler: async ({ input, locale, t }) => resetPassword(deps, keys, input, { locale, t }),
    }),
    route({
      method: 'POST',
      url: '/web-auth/bindMobile',
      guard: guard.auth,
      input: ZBindMobileInput,
      handler: async ({ input, user }) => bindMobile(deps, keys, user, input),
    }),
    route({
      method: 'GET',
      url: '/web-auth/consents',
      guard: guard.auth,
      // The sign-in page asks right after signing in (the dialog for a document's new version).
      handler: async ({ user }) => ({ due: await dueConsents(deps.db, user.accountId) }),
    }),
    route({
      method: 'POST',
      url: '/web-auth/consents',
      guard: guard.auth,
      audit: { action: 'acceptConsents' },
      input: ZAcceptConsentsInput,
      handler: async ({ input, user, req }) => {
        await recordConsents(deps.db, user.accountId, [...new Set(input.consents)], req.ip);
        return { due: await dueConsents(deps.db, user.accountId) };
      },
    }),
    route({
      method: 'GET',
      url: '/web-auth/getAreaData',
      guard: guard.public,
      input: ZAreaInput,
      handler: async ({ input, locale, reply }) => {
        const data = await area(input.parent, locale);
        reply.header('cache-control', 'public, max-age=300');
        reply.header('vary', 'accept-language, restype');
        return data;
      },
    }),
  ];
}
