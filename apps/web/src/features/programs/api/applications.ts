import type {
  TEligibility,
  TMaterial,
  TProgramApplicantInfo,
  TProgramApplicantType,
  TProgramMaterialsForm,
} from '@rcwb/shared';
import type { WorkflowStatus, WorkflowView } from '@/components/workflow-progress';
import { api } from '@/lib/api';

/** A batch as an applicant sees it. */
export type ApplicationBatch = {
  id: number;
  name: string;
  category: string;
  year: number;
  applicantType: TProgramApplicantType;
  opensOn: string;
  closesOn: string;
  quota: number;
  eligibility: TEligibility;
  materials: TMaterial[];
  description: string;
  status: string;
};

/** An open batch with my application to it (if any) and the reasons I cannot apply (none: I can). */
export type BatchForMe = ApplicationBatch & {
  applicationId: number | null;
  reasons: { key: string; params?: Record<string, string | number> }[];
};

export type { TBilingual, WorkflowStatus } from '@/components/workflow-progress';
/** Where an application stands and how it got there (the engine's view). */
export type ApplicationView = WorkflowView;

export type MyApplication = {
  id: number;
  batch: ApplicationBatch;
  status: WorkflowStatus;
  updatedAt: string;
  view: ApplicationView;
};

export type ApplicationDetail = {
  id: number;
  applicantType: TProgramApplicantType;
  batch: ApplicationBatch;
  info: TProgramApplicantInfo;
  materials: (TMaterial & { file: { id: string; name: string; mime: string; size: number } | null })[];
  declared: boolean;
  editable: boolean;
  createdAt: string;
  updatedAt: string;
  view: ApplicationView;
};

export const APPLICATIONS_KEY = 'program-applications';

export const batchesForMe = (signal?: AbortSignal) =>
  api.get<BatchForMe[]>('/program/application/batches', undefined, { signal });
export const myApplications = (signal?: AbortSignal) =>
  api.get<MyApplication[]>('/program/application/my', undefined, { signal });
export const startApplication = (batchId: number) =>
  api.post<ApplicationDetail>('/program/application', { batchId });
export const getApplication = (id: number) => api.get<ApplicationDetail>(`/program/application/${id}`);
export const saveInfo = (id: number, info: TProgramApplicantInfo) =>
  api.put<ApplicationDetail>(`/program/application/${id}/info`, info);
export const saveMaterials = (id: number, form: TProgramMaterialsForm) =>
  api.put<ApplicationDetail>(`/program/application/${id}/materials`, form);
export const submitApplication = (id: number) =>
  api.post<ApplicationDetail>(`/program/application/${id}/submit`, {});
