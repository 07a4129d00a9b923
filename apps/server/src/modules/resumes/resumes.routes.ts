import type { TDeps } from '../../core/deps';
import { guard, page, route } from '../../core/route';
import { RESUME_PERMS } from '@rcwb/shared';
import { ZHideReason, ZResumeInput, ZStaffResumeList, ZVisibility } from './resumes.schemas';
import { ZIdParams } from '../../core/ids';
import {
  addResume,
  editResume,
  myResume,
  myResumes,
  refreshResume,
  removeResume,
  setDefault,
  setVisibility,
  viewResume,
} from './resumes.service';
import { staffResumeList, staffSetHidden } from './staff.service';

/**
 * A person's resumes (g010501, g010401), the resume page (g070104/resume) and the staff registry
 * (g070103). Every id of a person's call is looked up among the caller's own resumes.
 */
export function resumeRoutes(deps: TDeps) {
  const own = RESUME_PERMS.manage;
  const ownAction = (action: 'default' | 'refresh') =>
    route({
      method: 'POST',
      url: `/resume/my/:id/${action}`,
      guard: guard.perm(own),
      params: ZIdParams,
      handler: async ({ user, params }) =>
        action === 'default' ? setDefault(deps, user, params.id) : refreshResume(deps, user, params.id),
    });
  return [
    route({
      method: 'GET',
      url: '/resume/my/list',
      guard: guard.perm(own),
      handler: async ({ user }) => {
        const rows = await myResumes(deps, user);
        return page(rows, rows.length);
      },
    }),
    route({
      method: 'GET',
      url: '/resume/my/:id',
      guard: guard.perm(own),
      params: ZIdParams,
      handler: async ({ user, params }) => myResume(deps, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/resume/my',
      guard: guard.perm(own),
      input: ZResumeInput,
      handler: async ({ user, input }) => addResume(deps, user, input),
    }),
    route({
      method: 'PUT',
      url: '/resume/my/:id',
      guard: guard.perm(own),
      params: ZIdParams,
      input: ZResumeInput,
      handler: async ({ user, params, input }) => editResume(deps, user, params.id, input),
    }),
    route({
      method: 'DELETE',
      url: '/resume/my/:id',
      guard: guard.perm(own),
      params: ZIdParams,
      handler: async ({ user, params }) => removeResume(deps, user, params.id),
    }),
    ownAction('default'),
    ownAction('refresh'),
    route({
      method: 'POST',
      url: '/resume/my/:id/visibility',
      guard: guard.perm(own),
      params: ZIdParams,
      input: ZVisibility,
      handler: async ({ user, params, input }) => setVisibility(deps, user, params.id, input),
    }),
    route({
      method: 'GET',
      url: '/resume/view/default',
      guard: guard.perm(own),
      handler: async ({ user }) => viewResume(deps, user, null),
    }),
    route({
      method: 'GET',
      url: '/resume/view/:id',
      guard: guard.auth,
      params: ZIdParams,
      handler: async ({ user, params }) => viewResume(deps, user, params.id),
    }),
    route({
      method: 'GET',
      url: '/resume/staff/list',
      guard: guard.perm(RESUME_PERMS.staffList),
      input: ZStaffResumeList,
      handler: async ({ input }) => staffResumeList(deps, input),
    }),
    route({
      method: 'POST',
      url: '/resume/staff/:id/hide',
      guard: guard.perm(RESUME_PERMS.staffHide),
      params: ZIdParams,
      input: ZHideReason,
      handler: async ({ user, params, input }) => staffSetHidden(deps, user, params.id, true, input.reason),
    }),
    route({
      method: 'POST',
      url: '/resume/staff/:id/unhide',
      guard: guard.perm(RESUME_PERMS.staffHide),
      params: ZIdParams,
      handler: async ({ user, params }) => staffSetHidden(deps, user, params.id, false, null),
    }),
  ];
}
