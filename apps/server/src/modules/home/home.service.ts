import { type TLocale, UserType } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import type { TSessionUser } from '../../core/session-user';
import { isMissingInfo } from '../auth';
import { listMessages } from '../messages';
import { presentMessage } from '../messages';
import { menuRowsForRoles } from '../system';
import { profileCompleteOf } from './home.repository';
import type {
  TAudience,
  TCard,
  TChart,
  TCountData,
  THomeContext,
  THomeContributor,
  THomeData,
} from './home.types';
import { screenPaths } from './screen-links';

const LATEST_MESSAGES = 5;

export function audienceOf(userType: number): TAudience {
  if (userType === UserType.staff) return 'staff';
  if (userType === UserType.org) return 'org';
  if (userType === UserType.expert) return 'expert';
  return 'person';
}

/**
 * Builds the role-aware dashboards from the contributors. Contributors run in parallel; one that
 * fails is logged and left out, so a broken counter never blanks the whole home page.
 */
export function createHomeService(deps: TDeps, contributors: () => THomeContributor[]) {
  async function gather<T>(
    user: TSessionUser,
    part: 'cards' | 'charts' | 'lists',
    run: (c: THomeContributor, ctx: THomeContext) => Promise<T[]> | undefined,
  ): Promise<{ audience: TAudience; items: T[] }> {
    const audience = audienceOf(user.userType);
    const ctx: THomeContext = { deps, user, audience };
    const chosen = contributors().filter((c) => c.audiences.includes(audience));
    const results = await Promise.allSettled(chosen.map((c) => run(c, ctx) ?? Promise.resolve([])));
    const items: T[] = [];
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') items.push(...r.value);
      else deps.log.error({ err: r.reason, contributor: chosen[i]!.key, part }, 'home contributor failed');
    });
    return { audience, items };
  }

  return {
    async countData(user: TSessionUser): Promise<TCountData> {
      const [{ audience, items }, rows] = await Promise.all([
        gather(user, 'cards', (c, ctx) => c.cards?.(ctx)),
        menuRowsForRoles(deps.db, user.roles),
      ]);
      const paths = screenPaths(rows);
      const cards = items.map(({ menu, ...card }): TCard => {
        const link = menu ? paths.get(menu) : undefined;
        return link ? { ...card, link } : card;
      });
      return { audience, cards };
    },

    /** The dashboard; its latest messages are in the reader's `locale`. */
    async homeData(user: TSessionUser, locale: TLocale): Promise<THomeData> {
      const [{ audience, items: charts }, { items: lists }, latest, complete] = await Promise.all([
        gather<TChart>(user, 'charts', (c, ctx) => c.charts?.(ctx)),
        gather(user, 'lists', (c, ctx) => c.lists?.(ctx).then((named) => [named])),
        listMessages(deps.db, user.accountId, { page: 1, limit: LATEST_MESSAGES, unread: false }),
        profileCompleteOf(deps.db, user.accountId),
      ]);
      return {
        audience,
        infoPerfect: isMissingInfo({ userType: user.userType, profileComplete: complete }) ? '2' : '1',
        charts,
        lists: {
          ...Object.assign({}, ...lists),
          messages: latest.rows.map((m) => presentMessage(m, locale)),
        },
      };
    },
  };
}
