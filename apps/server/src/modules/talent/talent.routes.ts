import type { TDeps } from '../../core/deps';
import { guard, page, route } from '../../core/route';
import { invitablePostings, invite, sentInvitations } from './invitations.service';
import { TALENT_PERMS } from '@rcwb/shared';
import { ZInvite, ZPagingOnly, ZSentInvitations, ZTalentSearch } from './talent.schemas';
import { ZIdParams } from '../../core/ids';
import { contactViewsOf, searchTalents, talentInfo } from './talent.service';

/**
 * Talent calls: the public findTalent search and talentInfo page, the organisations' search
 * (g050202) and invitations, and the person's record of who saw their contact details.
 */
export function talentRoutes(deps: TDeps) {
  const { db } = deps;
  return [
    route({
      method: 'GET',
      url: '/recruitment/talent/search',
      guard: guard.public,
      input: ZTalentSearch,
      // Each search scans resumes: stricter than other public lists, stricter still without a session.
      rateLimit: {
        max: deps.config.talentSearchRatePerMinute,
        signedInMax: deps.config.talentSearchRatePerMinute * 4,
        timeWindow: '1 minute',
      },
      handler: async ({ input }) => searchTalents(db, input, deps.searchDb),
    }),
    route({
      method: 'GET',
      url: '/recruitment/talent/:id',
      guard: guard.public,
      params: ZIdParams,
      handler: async ({ params, user }) => talentInfo(deps, params.id, user),
    }),
    route({
      method: 'GET',
      url: '/talent/org/search',
      guard: guard.perm(TALENT_PERMS.search),
      input: ZTalentSearch,
      handler: async ({ input }) => searchTalents(db, input, deps.searchDb),
    }),
    route({
      method: 'GET',
      url: '/talent/invitation/postings',
      guard: guard.perm(TALENT_PERMS.invite),
      handler: async ({ user }) => invitablePostings(db, user.accountId),
    }),
    route({
      method: 'POST',
      url: '/talent/invitation',
      guard: guard.perm(TALENT_PERMS.invite),
      input: ZInvite,
      handler: async ({ input, user }) => invite(deps, user.accountId, input),
    }),
    route({
      method: 'GET',
      url: '/talent/invitation/list',
      guard: guard.perm(TALENT_PERMS.search),
      input: ZSentInvitations,
      handler: async ({ input, user }) => {
        const { rows, total } = await sentInvitations(db, user.accountId, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/talent/contactViews',
      guard: guard.role('person'),
      input: ZPagingOnly,
      handler: async ({ input, user }) => {
        const { rows, total } = await contactViewsOf(db, user.accountId, input);
        return page(rows, total);
      },
    }),
  ];
}
