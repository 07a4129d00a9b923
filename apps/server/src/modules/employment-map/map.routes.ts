import type { TDeps } from '../../core/deps';
import { guard, route } from '../../core/route';
import { ZMapArea, createMapService } from './map.service';

/** The public employment map (/recruitment/employmentMap): counts per area, a district, organisation, fair and gig points. */
export function mapRoutes(deps: TDeps) {
  const map = createMapService(deps);
  return [
    route({
      method: 'GET',
      url: '/recruitment/employmentMap/areas',
      guard: guard.public,
      repeatedAnswers: true,
      input: ZMapArea,
      handler: async ({ input }) => map.areaCounts(input.area),
    }),
    route({
      method: 'GET',
      url: '/recruitment/employmentMap/district',
      guard: guard.public,
      repeatedAnswers: true,
      input: ZMapArea,
      handler: async ({ input }) => map.district(input.area),
    }),
    route({
      method: 'GET',
      url: '/recruitment/employmentMap/orgs',
      guard: guard.public,
      repeatedAnswers: true,
      input: ZMapArea,
      handler: async ({ input }) => map.orgPoints(input.area),
    }),
    route({
      method: 'GET',
      url: '/recruitment/employmentMap/fairs',
      guard: guard.public,
      input: ZMapArea,
      handler: async ({ input }) => map.fairPoints(input.area),
    }),
    route({
      method: 'GET',
      url: '/recruitment/employmentMap/gigs',
      guard: guard.public,
      input: ZMapArea,
      handler: async ({ input }) => map.gigMapPoints(input.area),
    }),
  ];
}
