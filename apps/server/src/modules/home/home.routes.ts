import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { homeContributors } from './contributors';
import { createHomeService } from './home.service';

/** The back-office home (/index): counts and charts for the caller's audience (docs/api.md). */
export function homeRoutes(deps: TDeps) {
  const home = createHomeService(deps, () => homeContributors);
  return [
    route({
      method: 'GET',
      url: '/web-auth/getHomeData',
      guard: guard.auth,
      handler: async ({ user, locale }) => home.homeData(user, locale),
    }),
    route({
      method: 'GET',
      url: '/web-auth/getCountData',
      guard: guard.auth,
      handler: async ({ user }) => home.countData(user),
    }),
  ];
}
