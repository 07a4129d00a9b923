import {
  type TBoothApplicationStatus,
  type TFairFigures,
  type TFairKind,
  type TFairZone,
  screenPath,
} from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';

export { FAIR_BOOTH_PERMS } from '@rcwb/shared';

export type BoothApplication = {
  id: number;
  fairId: number;
  fairTitle: string;
  fairKind: TFairKind;
  fairStartsAt: string;
  fairEndsAt: string;
  cancelDeadline: string;
  orgId: number;
  orgName: string;
  status: TBoothApplicationStatus;
  boothId: number | null;
  boothCode: string | null;
  boothZone: string | null;
  preference: string | null;
  attendees: { name: string; phone: string }[];
  note: string | null;
  reason: string | null;
  postings: number;
  checkedInAt: string | null;
  noShow: boolean;
  createdAt: string;
  reviewedAt: string | null;
};

export type FairSummary = {
  id: number;
  title: string;
  kind: TFairKind;
  area: string;
  status: string;
  phase: 'upcoming' | 'ongoing' | 'ended';
  startsAt: string;
  endsAt: string;
  bookingOpensAt: string;
  bookingClosesAt: string;
  cancelDeadline: string;
  venue: string | null;
  organiser: string;
  zones: TFairZone[];
  approvedOrgsOnly: boolean;
  industries: string[];
};

export type OpenFair = FairSummary & {
  applied: boolean;
  refusal: { key: string; params: Record<string, string | number> } | null;
};
export type Suspension = { until: string; reason: string } | null;
export type Posting = { id: number; title: string; status?: string };
export type FairOption = {
  id: number;
  title: string;
  kind: TFairKind;
  status: string;
  startsAt: string;
  endsAt: string;
};
export type Booth = {
  id: number;
  code: string;
  zone: string;
  size: number;
  applicationId: number | null;
  orgName: string | null;
};
export type CheckInAnswer = {
  kind: 'visitor' | 'org';
  name: string;
  booth: string | null;
  checkedInAt: string;
};
export type FairFigures = {
  fair: { id: number; title: string; kind: TFairKind };
  figures: TFairFigures;
};

export const FAIR_BOOTHS_KEY = 'fair-booths';

// —— the organisation (g010203) ——
export const listOpenFairs = (signal?: AbortSignal) =>
  api.get<OpenFair[]>('/fair-booth/org/fairs', undefined, { signal });
export const listMyPostings = (signal?: AbortSignal) =>
  api.get<Posting[]>('/fair-booth/org/postings', undefined, { signal });
export const getMyOverview = (signal?: AbortSignal) =>
  api.get<{ suspension: Suspension; applications: BoothApplication[] }>(
    '/fair-booth/org/overview',
    undefined,
    {
      signal,
    },
  );
export const getMyFair = (fairId: number, signal?: AbortSignal) =>
  api.get<{ fair: FairSummary; suspension: Suspension; applications: BoothApplication[] }>(
    `/fair-booth/org/fair/${fairId}`,
    undefined,
    { signal },
  );
export type MyBooth = {
  fair: FairSummary;
  application: BoothApplication & { checkInCode: string };
  postings: Posting[];
  editable: boolean;
  deliveries: { id: number; jobTitle: string; status: string; personName: string; createdAt: string }[];
};
export const getMyBooth = (fairId: number, signal?: AbortSignal) =>
  api.get<MyBooth>(`/fair-booth/org/booth/${fairId}`, undefined, { signal });
export type ApplyForm = {
  fairId: number;
  preference?: string;
  attendees: { name: string; phone: string }[];
  jobIds: number[];
  note?: string;
};
export const applyForBooth = (form: ApplyForm) => api.post<{ id: number }>('/fair-booth/org/apply', form);
export const cancelMyApplication = (id: number) =>
  api.post<{ id: number }>(`/fair-booth/org/${id}/withdraw`, {});
export const setMyPostings = (id: number, jobIds: number[]) =>
  api.put<{ id: number; postings: Posting[] }>(`/fair-booth/org/${id}/postings`, { jobIds });
export const listMyUpcomingApproved = (signal?: AbortSignal) =>
  api.get<{ id: number; fairId: number; fairTitle: string; fairStartsAt: string }[]>(
    '/fair-booth/org/approved',
    undefined,
    { signal },
  );
export const attachPostingToFair = (applicationId: number, jobId: number) =>
  api.post<{ id: number }>(`/fair-booth/org/${applicationId}/attach`, { jobId });

// —— staff and editors ——
export const listFairOptions = (signal?: AbortSignal) =>
  api.get<FairOption[]>('/fair-booth/fairs', undefined, { signal });
export const listBooths = (fairId: number, signal?: AbortSignal) =>
  api.get<Booth[]>('/fair-booth/booths', { fairId }, { signal });
export const listReviewApplications = (params: ListParams, signal?: AbortSignal) =>
  api.page<BoothApplication>('/fair-booth/review/list', params, { signal });
export const approveApplication = (id: number, boothId?: number) =>
  api.post<{ id: number; booth: string | null }>(
    `/fair-booth/review/${id}/approve`,
    boothId ? { boothId } : {},
  );
export const rejectApplication = (id: number, reason: string) =>
  api.post<{ id: number }>(`/fair-booth/review/${id}/reject`, { reason });
export const moveApplication = (id: number, boothId: number) =>
  api.post<{ id: number; booth: string }>(`/fair-booth/review/${id}/move`, { boothId });
export const checkInCode = (fairId: number, code: string) =>
  api.post<CheckInAnswer>('/fair-booth/checkIn', { fairId, code }, { showError: false, repeatSubmit: false });
export const listAllApplications = (params: ListParams, signal?: AbortSignal) =>
  api.page<BoothApplication>('/fair-booth/all/list', params, { signal });
export const APPLICATIONS_EXPORT_URL = '/fair-booth/all/export';
export const getFairFigures = (fairId: number, signal?: AbortSignal) =>
  api.get<FairFigures>(`/fair-booth/figures/${fairId}`, undefined, { signal });
export const figuresExportUrl = (fairId: number) => `/fair-booth/figures/${fairId}/export`;

/** The organisation's screens of one fair. */
export const applyManagePath = (fairId: number) => screenPath('g010203:applyManage', { id: fairId });
export const myBoothPath = (fairId: number) => screenPath('g010203:manage', { id: fairId });
/** Where an organisation applies, the fair chosen (the public fair page links here). */
export const boothApplyPath = (fairId?: number) =>
  screenPath('g010203:apply', undefined, fairId ? { fair: fairId } : undefined);
