import { z } from 'zod';
import { BOOTH_APPLICATION_STATUSES, FAIR_RULES } from '@rcwb/shared';
import { ZId } from '../../core/ids';
import { ZPaging, blankToUndefined, optionalText } from '../../core/paging';
import { ZTimeZone } from '../../core/xlsx';

export const ZAttendee = z.object({
  name: z.string().trim().min(1).max(40),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\- ]{5,20}$/),
});

/** An organisation's booth application (g010203/apply). */
export const ZApply = z.object({
  fairId: ZId,
  preference: optionalText(40),
  attendees: z.array(ZAttendee).max(FAIR_RULES.attendeesPerApplication).default([]),
  jobIds: z.array(ZId).max(FAIR_RULES.postingsPerApplication).default([]),
  note: optionalText(200),
});
export type TApply = z.infer<typeof ZApply>;

export const ZPostings = z.object({ jobIds: z.array(ZId).max(FAIR_RULES.postingsPerApplication) });
export const ZAttach = z.object({ jobId: ZId });

/** Filters of the staff review list (g070108) and the editor's list (g200202). */
export const ZApplicationList = z.object({
  ...ZPaging,
  fairId: z.preprocess(blankToUndefined, ZId.optional()),
  status: z.preprocess(blankToUndefined, z.enum(BOOTH_APPLICATION_STATUSES).optional()),
  orgName: optionalText(50),
});
export type TApplicationList = z.infer<typeof ZApplicationList>;
export const ZApplicationExport = ZApplicationList.omit({ page: true, limit: true }).extend({
  timeZone: ZTimeZone,
});

export const ZFairChoice = z.object({ fairId: ZId });

/** Approve into a booth (none for an online fair); the partial unique index decides races. */
export const ZApprove = z.object({ boothId: z.preprocess(blankToUndefined, ZId.optional()) });
export const ZMove = z.object({ boothId: ZId });
export const ZReject = z.object({
  reason: z.string().trim().min(1, 'fairBooths.reasonRequired').max(200, 'fairBooths.reasonRequired'),
});

/** A visitor's ticket code or an organisation's check-in code, typed or scanned. */
export const ZCheckIn = z.object({ fairId: ZId, code: z.string().trim().min(1).max(64) });
export const ZFiguresExport = z.object({ timeZone: ZTimeZone });
