import { Link } from 'react-router';
import { ARCHIVE_REQUEST_KINDS, screenPath } from '@rcwb/shared';
import { type ColumnDef, type FilterDef, type Option, defineResource } from '@/components/resource';
import { WorkflowStatusTag } from '@/components/workflow-progress';
import {
  type ArchiveRequest,
  HANDLING_KEY,
  MY_REQUESTS_KEY,
  listHandling,
  listMyRequests,
} from '../api/archives';

const KIND_OPTIONS: Option[] = ARCHIVE_REQUEST_KINDS.map((k) => ({
  value: k,
  labelKey: `archives.kind.${k}`,
}));
const STATUS_OPTIONS: Option[] = ['submitted', 'in-review', 'returned', 'approved', 'rejected'].map((s) => ({
  value: s,
  labelKey: `workflowProgress.status.${s}`,
}));

const filters: FilterDef[] = [
  { key: 'kind', type: 'select', options: KIND_OPTIONS, labelKey: 'archives.field.kind' },
  { key: 'status', type: 'select', options: STATUS_OPTIONS, labelKey: 'archives.field.requestStatus' },
];

const columns = (
  link: (r: ArchiveRequest) => string,
  withApplicant: boolean,
): ColumnDef<ArchiveRequest>[] => [
  {
    key: 'title',
    titleKey: 'archives.field.request',
    hideable: false,
    card: true,
    render: (r) => <Link to={link(r)}>{r.title}</Link>,
  },
  ...(withApplicant ? [{ key: 'applicantName', titleKey: 'archives.field.holderName', card: true }] : []),
  {
    key: 'status',
    titleKey: 'archives.field.requestStatus',
    card: true,
    render: (r) => <WorkflowStatusTag status={r.status} />,
  },
  { key: 'submittedAt', titleKey: 'archives.field.submittedAt', type: 'datetime' },
  { key: 'updatedAt', titleKey: 'archives.field.updatedAt', type: 'datetime', card: true },
];

/** g080301: my archive requests, each linking to its detail; a new request from the toolbar. */
export const myRequestsResource = defineResource<ArchiveRequest>({
  id: MY_REQUESTS_KEY,
  rowKey: (r) => r.id,
  fetchPage: listMyRequests,
  filters,
  columns: columns((r) => screenPath('g080401:detail', { id: r.id, type: r.kind }), false),
});

/** g080302: requests handed in to the archivists, each linking to its handling detail. */
export const handlingResource = defineResource<ArchiveRequest>({
  id: HANDLING_KEY,
  rowKey: (r) => r.id,
  fetchPage: listHandling,
  filters,
  columns: columns((r) => screenPath('g080402:detail', { id: r.id, type: r.kind }), true),
});
