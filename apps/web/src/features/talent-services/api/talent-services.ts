import {
  type TRecognitionApply,
  type TRecognitionForm,
  type TServiceRequestApply,
  type TServiceRequestForm,
  type TSubsidyPayment,
  type TTalentReviewAct,
  screenPath,
} from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import { api } from '@/lib/api';
import type { ApplicationView, WorkflowStatus } from '@/features/programs';

export const TALENT_KEY = 'talent-services';

/** A tier or service type as the reference data names it. */
export type RefName = { code: string; nameZh: string; nameEn: string };
export const refName = (r: RefName | null | undefined, language: string) =>
  r ? (language === 'zh-CN' ? r.nameZh : r.nameEn) : '';

export type TierOption = RefName & {
  id: number;
  criteria: string;
  validityYears: number;
  evidence: string[];
};
export type HeldTier = { recognitionId: number; tier: RefName; validFrom: string; validUntil: string };
export type MaterialFile = {
  name: string;
  file: { id: string; name: string; mime: string; size: number } | null;
};

type RowBase = {
  id: number;
  applicantName: string;
  status: WorkflowStatus;
  step: string | null;
  stepName: { en: string; 'zh-CN': string } | null;
  createdAt: string;
};
export type RecognitionRow = RowBase & { tier: RefName; validFrom: string | null; validUntil: string | null };
export type Recognition = RecognitionRow & {
  statement: string;
  criteria: string;
  validityYears: number | null;
  evidence: MaterialFile[];
  decidedTier: RefName | null;
  editable: boolean;
  view: ApplicationView;
};
export type RequestRow = RowBase & { type: RefName; grantedAmount: number | null };
export type ServiceRequest = RequestRow & {
  rule: { tiers: string[]; amountCap: number | null; periodMonths: number | null };
  reason: string;
  contact: string;
  materials: MaterialFile[];
  periodFrom: string | null;
  periodUntil: string | null;
  payments: { id: number; paidOn: string; amount: number; reference: string }[];
  paid: number;
  editable: boolean;
  view: ApplicationView;
};
export type ServiceType = RefName & {
  tiers: string[];
  amountCap: number | null;
  periodMonths: number | null;
  materials: string[];
  eligible: boolean;
  underWay: number | null;
};

const R = '/talent-service/recognition';
const S = '/talent-service/service-request';
const RR = '/talent-service/review/recognition';
const SR = '/talent-service/review/service-request';

export const getTiers = (signal?: AbortSignal) => api.get<TierOption[]>(`${R}/tiers`, undefined, { signal });
export const getHeldTiers = (signal?: AbortSignal) =>
  api.get<HeldTier[]>(`${R}/held`, undefined, { signal, showError: false });
export const getMyRecognitions = (signal?: AbortSignal) =>
  api.get<RecognitionRow[]>(`${R}/my`, undefined, { signal });
export const getMyRecognition = (id: number, signal?: AbortSignal) =>
  api.get<Recognition>(`${R}/${id}`, undefined, { signal });
export const applyRecognition = (form: TRecognitionApply) => api.post<Recognition>(R, form);
export const resubmitRecognition = (id: number, form: TRecognitionForm) =>
  api.post<Recognition>(`${R}/${id}/submit`, form);

export const getServiceTypes = (signal?: AbortSignal) =>
  api.get<ServiceType[]>(`${S}/types`, undefined, { signal });
export const getMyRequests = (signal?: AbortSignal) =>
  api.get<RequestRow[]>(`${S}/my`, undefined, { signal });
export const getMyRequest = (id: number, signal?: AbortSignal) =>
  api.get<ServiceRequest>(`${S}/${id}`, undefined, { signal });
export const requestService = (form: TServiceRequestApply) => api.post<ServiceRequest>(S, form);
export const resubmitRequest = (id: number, form: TServiceRequestForm) =>
  api.post<ServiceRequest>(`${S}/${id}/submit`, form);

export const listRecognitions = (params: ListParams, signal?: AbortSignal) =>
  api.page<RecognitionRow>(`${RR}/list`, params, { signal });
export const getRecognitionForStaff = (id: number, signal?: AbortSignal) =>
  api.get<Recognition>(`${RR}/${id}`, undefined, { signal });
export const decideRecognition = (id: number, body: TTalentReviewAct) =>
  api.post<Recognition>(`${RR}/${id}/act`, body);

export const listRequests = (params: ListParams, signal?: AbortSignal) =>
  api.page<RequestRow>(`${SR}/list`, params, { signal });
export const getRequestForStaff = (id: number, signal?: AbortSignal) =>
  api.get<ServiceRequest>(`${SR}/${id}`, undefined, { signal });
export const decideRequest = (id: number, body: TTalentReviewAct) =>
  api.post<ServiceRequest>(`${SR}/${id}/act`, body);
export const recordPayment = (id: number, body: TSubsidyPayment) =>
  api.post<ServiceRequest>(`${SR}/${id}/payment`, body);

export const recognitionPath = (id: number, tier: string) => screenPath('g090201:detail', { id, type: tier });
export const recognitionReviewPath = (id: number, tier: string) =>
  screenPath('g090202:detail', { id, type: tier });
export const requestPath = (id: number, type: string) => screenPath('g090301:detail', { id, type });
export const requestReviewPath = (id: number, type: string) => screenPath('g090302:detail', { id, type });
export const requestAddPath = (type: string) => screenPath('g090301:add', { type });
