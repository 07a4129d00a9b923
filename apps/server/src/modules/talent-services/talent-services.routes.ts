import {
  TALENT_SERVICE_PERMS,
  ZRecognitionApply,
  ZRecognitionForm,
  ZServiceRequestApply,
  ZServiceRequestForm,
  ZSubsidyPayment,
  ZTalentReviewAct,
} from '@rcwb/shared';
import { z } from 'zod';
import type { TDeps } from '../../core/deps';
import { ZId, ZIdParams } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { guard, page, route } from '../../core/route';
import { WORKFLOW_STATUSES } from '../../core/workflow';
import {
  applyForRecognition,
  decideRecognition,
  heldTiers,
  myRecognition,
  myRecognitions,
  recognitionForStaff,
  recognitionList,
  resubmitRecognition,
  tierOptions,
} from './recognitions.service';
import {
  decideRequest,
  myRequest,
  myRequests,
  recordPayment,
  requestForStaff,
  requestList,
  requestService,
  resubmitRequest,
  serviceTypesFor,
} from './requests.service';
import { portalDay } from '../../core/time';

const ZStaffList = z.object({
  ...ZPaging,
  status: z.preprocess(blankToUndefined, z.enum(WORKFLOW_STATUSES).optional()),
  ref: z.preprocess(blankToUndefined, ZId.optional()),
  keyword: optionalText(50),
});

/** The person's side: recognition of a tier (g090201) and talent services (g090301). */
function personRoutes(deps: TDeps) {
  const { db } = deps;
  const person = guard.role('person');
  return [
    route({
      method: 'GET',
      url: '/talent-service/recognition/tiers',
      guard: person,
      handler: () => tierOptions(db),
    }),
    route({
      method: 'GET',
      url: '/talent-service/recognition/held',
      guard: person,
      handler: ({ user }) => heldTiers(db, user.accountId, portalDay()),
    }),
    route({
      method: 'GET',
      url: '/talent-service/recognition/my',
      guard: person,
      handler: ({ user }) => myRecognitions(db, user),
    }),
    route({
      method: 'POST',
      url: '/talent-service/recognition',
      guard: person,
      input: ZRecognitionApply,
      handler: ({ user, input }) => applyForRecognition(deps, user, input, portalDay()),
    }),
    route({
      method: 'GET',
      url: '/talent-service/recognition/:id',
      guard: person,
      params: ZIdParams,
      handler: ({ user, params }) => myRecognition(db, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/talent-service/recognition/:id/submit',
      guard: person,
      params: ZIdParams,
      input: ZRecognitionForm,
      handler: ({ user, params, input }) => resubmitRecognition(deps, user, params.id, input),
    }),
    route({
      method: 'GET',
      url: '/talent-service/service-request/types',
      guard: person,
      handler: ({ user }) => serviceTypesFor(db, user, portalDay()),
    }),
    route({
      method: 'GET',
      url: '/talent-service/service-request/my',
      guard: person,
      handler: ({ user }) => myRequests(db, user),
    }),
    route({
      method: 'POST',
      url: '/talent-service/service-request',
      guard: person,
      input: ZServiceRequestApply,
      handler: ({ user, input, locale }) => requestService(deps, user, input, portalDay(), locale),
    }),
    route({
      method: 'GET',
      url: '/talent-service/service-request/:id',
      guard: person,
      params: ZIdParams,
      handler: ({ user, params }) => myRequest(db, user, params.id),
    }),
    route({
      method: 'POST',
      url: '/talent-service/service-request/:id/submit',
      guard: person,
      params: ZIdParams,
      input: ZServiceRequestForm,
      handler: ({ user, params, input }) => resubmitRequest(deps, user, params.id, input),
    }),
  ];
}

/** The reviewers' side: recognitions (g090202) and service requests with grants and payments (g090302). */
function staffRoutes(deps: TDeps) {
  const { db } = deps;
  const P = TALENT_SERVICE_PERMS;
  return [
    route({
      method: 'GET',
      url: '/talent-service/review/recognition/list',
      guard: guard.perm(P.recognitionList),
      input: ZStaffList,
      handler: async ({ input }) => {
        const { rows, total } = await recognitionList(db, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/talent-service/review/recognition/:id',
      guard: guard.perm(P.recognitionList),
      params: ZIdParams,
      handler: ({ params }) => recognitionForStaff(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/talent-service/review/recognition/:id/act',
      guard: guard.perm(P.recognitionReview),
      params: ZIdParams,
      input: ZTalentReviewAct,
      handler: ({ user, params, input }) => decideRecognition(deps, user, params.id, input, portalDay()),
    }),
    route({
      method: 'GET',
      url: '/talent-service/review/service-request/list',
      guard: guard.perm(P.serviceList),
      input: ZStaffList,
      handler: async ({ input }) => {
        const { rows, total } = await requestList(db, input);
        return page(rows, total);
      },
    }),
    route({
      method: 'GET',
      url: '/talent-service/review/service-request/:id',
      guard: guard.perm(P.serviceList),
      params: ZIdParams,
      handler: ({ params }) => requestForStaff(db, params.id),
    }),
    route({
      method: 'POST',
      url: '/talent-service/review/service-request/:id/act',
      guard: guard.perm(P.serviceReview),
      params: ZIdParams,
      input: ZTalentReviewAct,
      handler: ({ user, params, input }) => decideRequest(deps, user, params.id, input),
    }),
    route({
      method: 'POST',
      url: '/talent-service/review/service-request/:id/payment',
      guard: guard.perm(P.servicePay),
      params: ZIdParams,
      input: ZSubsidyPayment,
      handler: ({ user, params, input }) => recordPayment(db, user, params.id, input),
    }),
  ];
}

export const talentServiceRoutes = (deps: TDeps) => [...personRoutes(deps), ...staffRoutes(deps)];
