import { queryOptions } from '@tanstack/react-query';
import type {
  TEligibility,
  TMaterial,
  TProgramApplicantType,
  TProgramBatchForm,
  TProgramBatchStatus,
  TProgramReferenceForm,
  TProgramReferenceKind,
} from '@rcwb/shared';
import type { ListParams, Option } from '@/components/resource';
import { api } from '@/lib/api';

/** A program batch as GET /program/batch/list and /program/batch/{id} answer it. */
export type ProgramBatch = {
  id: number;
  name: string;
  category: string;
  year: number;
  applicantType: TProgramApplicantType;
  opensOn: string;
  closesOn: string;
  quota: number;
  noticeDays: number;
  eligibility: TEligibility;
  materials: TMaterial[];
  process: string;
  description: string;
  status: TProgramBatchStatus;
  updatedAt: string;
};

/** A talent tier or service type (g070110). */
export type ProgramReference = {
  id: number;
  kind: TProgramReferenceKind;
  code: string;
  nameZh: string;
  nameEn: string;
  description: string;
  sort: number;
  enabled: boolean;
  updatedAt: string;
};

export const BATCHES_KEY = 'program-batches';
export const REFERENCES_KEY = 'program-references';

export const listBatches = (params: ListParams, signal?: AbortSignal) =>
  api.page<ProgramBatch>('/program/batch/list', params, { signal });
export const getBatch = (id: number) => api.get<ProgramBatch>(`/program/batch/${id}`);
export const addBatch = (form: TProgramBatchForm) => api.post<ProgramBatch>('/program/batch', form);
export const editBatch = (id: number, form: TProgramBatchForm) =>
  api.put<ProgramBatch>(`/program/batch/${id}`, form);
export const setBatchStatus = (id: number, status: 'open' | 'closed' | 'finished') =>
  api.post<ProgramBatch>(`/program/batch/${id}/status`, { status });

export const listReferences = (params: ListParams, signal?: AbortSignal) =>
  api.page<ProgramReference>('/program/reference/list', params, { signal });
export const addReference = (form: TProgramReferenceForm) =>
  api.post<ProgramReference>('/program/reference', form);
export const editReference = (
  id: number,
  form: Pick<TProgramReferenceForm, 'nameZh' | 'nameEn' | 'description' | 'sort'>,
) => api.put<ProgramReference>(`/program/reference/${id}`, form);
export const setReferenceEnabled = (id: number, enabled: boolean) =>
  api.post<ProgramReference>(`/program/reference/${id}/status`, { enabled });

/** The enabled tiers, labelled in the reader's language, for the batch form's eligibility. */
export const tierOptionsQuery = (locale: string) =>
  queryOptions({
    queryKey: [REFERENCES_KEY, 'tier-options', locale] as readonly unknown[],
    queryFn: async ({ signal }): Promise<Option[]> => {
      const rows = await api.get<ProgramReference[]>(
        '/program/reference/options',
        { kind: 'tier' },
        { signal },
      );
      return rows.map((r) => ({ value: r.code, label: locale === 'zh-CN' ? r.nameZh : r.nameEn }));
    },
    staleTime: 60_000,
  });
