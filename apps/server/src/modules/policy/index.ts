import type { TModule } from '../../core/module';
import { moduleDictSeed } from '../system-users';
import { POLICY_DICTS, policyDemoSeed } from './policy.seed';
import { policyRoutes } from './policy.routes';

export { policyCollectionKind } from './policy.collectable';

/** Talent policies (g200103) and their comparison dimensions (g200104), with the public reads. */
export const policyModule: TModule = {
  name: 'policy',
  routes: policyRoutes,
  seeds: [moduleDictSeed('policy:dict', POLICY_DICTS), policyDemoSeed],
};
