import { DELIVERY_PERMS, JOB_PERMS, SUPER_ROLE } from '@rcwb/shared';
import type { TModule } from '../../core/module';
import { guard, route } from '../../core/route';
import { orgWorkbench } from './org-workbench';
import { EDITOR_PERMS, editorWorkbench, reviewWorkbench } from './staff-workbench';
import { systemWorkbench } from './system-workbench';
import { personWorkbench } from './workbench.service';

/**
 * The workbench of each role on the landing page (/index): one call per role's cards, each
 * guarded by the permissions of the lists it counts, and each card left out when the caller may
 * not open its list. The reviewers' queues are those the modules declare (TModule.reviewQueues),
 * read from the module list given here.
 */
export function workbenchModule(modules: () => readonly TModule[]): TModule {
  return {
    name: 'workbench',
    routes: (deps) => {
      const queues = modules().flatMap((m) => m.reviewQueues?.(deps) ?? []);
      const queuePerms = [...new Set(queues.map((q) => q.perm))];
      return [
        route({
          method: 'GET',
          url: '/workbench/person',
          guard: guard.role('person'),
          handler: ({ user }) => personWorkbench(deps.db, user.accountId),
        }),
        route({
          method: 'GET',
          url: '/workbench/org',
          guard: guard.perm(DELIVERY_PERMS.orgList, JOB_PERMS.list, DELIVERY_PERMS.interviews),
          handler: ({ user }) => orgWorkbench(deps.db, user),
        }),
        route({
          method: 'GET',
          url: '/workbench/review',
          // No queue declared: only the administrator, who then sees an empty card list.
          guard: queuePerms.length ? guard.perm(...queuePerms) : guard.role(SUPER_ROLE),
          handler: ({ user }) => reviewWorkbench(queues, user),
        }),
        route({
          method: 'GET',
          url: '/workbench/editor',
          guard: guard.perm(...EDITOR_PERMS),
          handler: ({ user }) => editorWorkbench(deps.db, user),
        }),
        route({
          method: 'GET',
          url: '/workbench/system',
          guard: guard.role(SUPER_ROLE),
          handler: ({ user }) => systemWorkbench(deps, user),
        }),
      ];
    },
  };
}
