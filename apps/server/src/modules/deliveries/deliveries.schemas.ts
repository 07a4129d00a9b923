import { z } from 'zod';
import { DELIVERY_STATUSES, INTERVIEW_STATUSES } from '@rcwb/shared';
import { ZId } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalInstant, optionalText } from '../../core/paging';

export const ZJobIdParams = z.object({ jobId: ZId });

const status = z.preprocess(blankToUndefined, z.enum(DELIVERY_STATUSES).optional());

export const ZMyDeliveryList = z.object({ ...ZPaging, status });
export type TMyDeliveryList = z.infer<typeof ZMyDeliveryList>;

export const ZOrgDeliveryList = z.object({
  ...ZPaging,
  status,
  jobId: z.preprocess(blankToUndefined, ZId.optional()),
  /** `match`: best match first (unscored rows last); otherwise the latest change first. */
  sort: z.preprocess(blankToUndefined, z.enum(['match']).optional()),
});
export type TOrgDeliveryList = z.infer<typeof ZOrgDeliveryList>;

export const ZStaffDeliveryList = z.object({
  ...ZPaging,
  status,
  orgName: optionalText(50),
  keyword: optionalText(50),
  from: optionalInstant,
  to: optionalInstant,
});
export type TStaffDeliveryList = z.infer<typeof ZStaffDeliveryList>;

export const ZInterviewList = z.object({
  ...ZPaging,
  status: z.preprocess(blankToUndefined, z.enum(INTERVIEW_STATUSES).optional()),
});
export type TInterviewList = z.infer<typeof ZInterviewList>;

export const ZInvitationList = z.object({ ...ZPaging });
