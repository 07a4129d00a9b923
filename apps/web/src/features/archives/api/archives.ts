import type {
  TArchiveDocumentKind,
  TArchiveRequestForm,
  TArchiveRequestInput,
  TArchiveRequestKind,
  TArchiveStatus,
} from '@rcwb/shared';
import type { ListParams } from '@/components/resource';
import type { WorkflowStatus, WorkflowView } from '@/components/workflow-progress';
import { api } from '@/lib/api';

export type Archive = {
  id: number;
  number: string;
  holderName: string;
  holderUsername: string;
  source: string;
  receivedOn: string;
  shelf: string;
  status: TArchiveStatus;
  updatedAt: string;
};

export type Movement = {
  id: number;
  kind: 'receive' | 'lend' | 'return' | 'transfer-out';
  actorName: string;
  counterpart: string;
  shelf: string | null;
  dueOn: string | null;
  targetAgency: string | null;
  letterNo: string | null;
  dispatch: 'confidential-post' | 'ems' | null;
  trackingNo: string | null;
  receipt: string | null;
  note: string;
  at: string;
};

export type ArchiveDetail = Archive & { history: Movement[] };

export type ArchiveDocument = {
  id: number;
  serial: string;
  kind: TArchiveDocumentKind;
  requestId: number | null;
  holderName: string;
  content: { title: string; body: string[]; archiveNumber: string | null; agency: string };
  issuedOn: string;
  validUntil: string | null;
  revokedAt: string | null;
  state: 'valid' | 'revoked' | 'expired';
  verificationCode: string;
};

export type PrintableDocument = ArchiveDocument & { verifyUrl: string; qr: string };

export type ArchiveRequest = {
  id: number;
  kind: TArchiveRequestKind;
  title: string;
  applicantName: string;
  status: WorkflowStatus;
  step: string | null;
  submittedAt: string | null;
  updatedAt: string;
};

export type ArchiveRequestDetail = ArchiveRequest & {
  form: TArchiveRequestForm;
  attachments: { id: string; name: string; mime: string; size: number }[];
  editable: boolean;
  view: WorkflowView;
  document: ArchiveDocument | null;
};

export const REGISTRY_KEY = 'archive-registry';
export const MY_REQUESTS_KEY = 'archive-my-requests';
export const HANDLING_KEY = 'archive-handling';

export const listRegistry = (params: ListParams, signal?: AbortSignal) =>
  api.page<Archive>('/archive/registry/list', params, { signal });
export const getArchive = (id: number) => api.get<ArchiveDetail>(`/archive/registry/${id}`);
export const registerArchive = (form: Record<string, unknown>) =>
  api.post<ArchiveDetail>('/archive/registry', form);
export const moveArchive = (
  id: number,
  movement: 'receive' | 'lend' | 'return' | 'transfer',
  form: Record<string, unknown>,
) => api.post<ArchiveDetail>(`/archive/registry/${id}/${movement}`, form);

export const myArchives = () => api.get<Archive[]>('/archive/my');
export const myArchive = (id: number) => api.get<ArchiveDetail>(`/archive/my/${id}`);

export const listMyRequests = (params: ListParams, signal?: AbortSignal) =>
  api.page<ArchiveRequest>('/archive/request/my', params, { signal });
export const createRequest = (input: TArchiveRequestInput) =>
  api.post<ArchiveRequestDetail>('/archive/request', input);
export const getMyRequest = (id: number) => api.get<ArchiveRequestDetail>(`/archive/request/${id}`);
export const saveRequest = (id: number, input: TArchiveRequestInput) =>
  api.put<ArchiveRequestDetail>(`/archive/request/${id}`, input);
export const submitRequest = (id: number) =>
  api.post<ArchiveRequestDetail>(`/archive/request/${id}/submit`, {});

export const listHandling = (params: ListParams, signal?: AbortSignal) =>
  api.page<ArchiveRequest>('/archive/handling/list', params, { signal });
export const getHandling = (id: number) => api.get<ArchiveRequestDetail>(`/archive/handling/${id}`);
export const decide = (id: number, action: 'approve' | 'return' | 'reject', step: string, opinion: string) =>
  api.post<ArchiveRequestDetail>(`/archive/handling/${id}/${action}`, { step, opinion });

export const listDocuments = (kind: TArchiveDocumentKind) => (params: ListParams, signal?: AbortSignal) =>
  api.page<ArchiveDocument>('/archive/document/list', { ...params, kind }, { signal });
export const getDocument = (id: number) => api.get<PrintableDocument>(`/archive/document/${id}`);
export const revokeDocument = (id: number) => api.post<ArchiveDocument>(`/archive/document/${id}/revoke`, {});
