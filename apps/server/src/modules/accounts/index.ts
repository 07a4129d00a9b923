import type { TModule } from '../../core/module';
import { accountsRoutes } from './accounts.routes';
import { demoApplicantsSeed } from './demo-applicants';
import { demoProfilesSeed, reviewDraftSeed } from './demo-profiles';
import { demoOrgImagesSeed } from './demo-org-images';
import { idNumberFormatSeed } from './id-number-format';
import { REVIEW_PERMS } from '@rcwb/shared';
import { listOrgs } from './review.service';
import { staffRoutes } from './staff.routes';

/**
 * Accounts and identity: registration (Gc01 individuals, Gb01 organisations), the profile
 * records and their completeness, password recovery, mobile binding, the area picker, and the
 * staff calls of organisation review and account locking with their screens (g070101 gbIndex
 * organisations, gcIndex individuals).
 */
export const accountsModule: TModule = {
  name: 'accounts',
  routes: (deps) => [...accountsRoutes(deps), ...staffRoutes(deps)],
  seeds: [idNumberFormatSeed, reviewDraftSeed, demoProfilesSeed, demoApplicantsSeed, demoOrgImagesSeed],
  // Organisations waiting for review: the gbIndex list filtered by the pending state.
  reviewQueues: (deps) => [
    {
      key: 'organisations',
      screen: 'g070101:gbIndex',
      query: { reviewStatus: 'pending' },
      perm: REVIEW_PERMS.orgList,
      waiting: async () =>
        (
          await listOrgs(deps, {
            page: 1,
            limit: 1,
            reviewStatus: 'pending',
            name: undefined,
            creditCode: undefined,
            region: undefined,
          })
        ).total,
    },
  ],
};

// What other modules use of this one (its public surface).
export { syncProfileFlag } from './completeness';
export { checkDictFields } from './field-rules';
export { checkIdNumber } from './identity-number';
export { findGb01, findGc01, mobileOwner } from './profiles.repository';
export { profileMissing } from './completeness';
export { organisationsExport, personsExport } from './accounts.export-datasets';
