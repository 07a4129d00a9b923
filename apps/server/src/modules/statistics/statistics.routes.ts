import type { z } from 'zod';
import { STATISTICS_PERMS, ZStatQuery } from '@rcwb/shared';
import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { sendXlsx, stampedName } from '../../core/xlsx';
import { dashboardWorkbook } from './statistics.export';
import { statisticsDashboard } from './statistics.service';

const ZQuery = ZStatQuery as z.ZodType<z.infer<typeof ZStatQuery>>;

/** The statistics dashboard (g210101) for staff: the figures of a view and its Excel export. */
export function statisticsRoutes(deps: TDeps) {
  return [
    route({
      method: 'GET',
      url: '/statistics/dashboard',
      guard: guard.perm(STATISTICS_PERMS.view),
      input: ZQuery,
      handler: ({ input, locale }) => statisticsDashboard(deps.db, input, locale),
    }),
    route({
      method: 'POST',
      url: '/statistics/export',
      guard: guard.perm(STATISTICS_PERMS.export),
      input: ZQuery,
      audit: { action: 'exportStatistics', kind: null },
      handler: async ({ input, locale, reply, t }) => {
        const bytes = await dashboardWorkbook(await statisticsDashboard(deps.db, input, locale), locale);
        return sendXlsx(reply, stampedName(t('statistics.sheet')), bytes);
      },
    }),
  ];
}
