import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Gb01Fields, Gc01Fields } from './registration';

export type StoredFile = { id: string; url: string; name?: string; mime?: string; size?: number };

export type Gc01Record = Required<Omit<Gc01Fields, 'email'>> & {
  email: string;
  idNumberMasked: string;
  gender: string | null;
  birthDate: string | null;
  mobile: string;
  photo: StoredFile | null;
};

export type ReviewStatus = 'draft' | 'pending' | 'approved' | 'rejected';

export type Gb01Record = Required<Omit<Gb01Fields, 'email'>> & {
  email: string;
  mobile: string;
  licence: StoredFile | null;
  /** The public company page's pictures (the photos in display order). */
  logo: { id: string; url: string } | null;
  photos: { id: string; url: string }[];
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  submittedAt: string | null;
};

/** A profile record and what the completeness rule still misses (API field names). */
export type RecordAnswer<R> = { exists: boolean; missingFields: string[]; record: R | null };

export const gc01Key = ['accounts', 'gc01'] as const;
export const gb01Key = ['accounts', 'gb01'] as const;

export const getGc01 = (signal?: AbortSignal) =>
  api.get<RecordAnswer<Gc01Record>>('/web-auth/getGc01', undefined, { signal });
export const getGb01 = (signal?: AbortSignal) =>
  api.get<RecordAnswer<Gb01Record>>('/web-auth/getGb01', undefined, { signal });

export const gc01Query = queryOptions({ queryKey: gc01Key, queryFn: ({ signal }) => getGc01(signal) });
export const gb01Query = queryOptions({ queryKey: gb01Key, queryFn: ({ signal }) => getGb01(signal) });

/** Refusals are shown in the form. */
export const updateGc01 = (input: Gc01Fields & { photoFileId?: string | null }) =>
  api.post<RecordAnswer<Gc01Record>>('/web-auth/updateGc01', input, { showError: false });
export const updateGb01 = (
  input: Gb01Fields & { licenceFileId?: string | null; logoFileId?: string | null; photoFileIds?: string[] },
) => api.post<RecordAnswer<Gb01Record>>('/web-auth/updateGb01', input, { showError: false });
