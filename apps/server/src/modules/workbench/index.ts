import type { TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { personWorkbench } from './workbench.service';

/** The person's workbench: one call with every count, read from the tables that hold them. */
export const workbenchModule: TModule = {
  name: 'workbench',
  routes: (deps) => [
    route({
      method: 'GET',
      url: '/workbench/person',
      guard: guard.role('person'),
      handler: ({ user }) => personWorkbench(deps.db, user.accountId),
    }),
  ],
};
