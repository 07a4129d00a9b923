import { CONTENT_PERMS, type TContentPermPrefix, contentPermission, screenPath } from '@rcwb/shared';
import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { queryOptions } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import {
  RichTextField,
  SingleImageField,
  contentApi,
  publicationActions,
  statusColumn,
  statusFilter,
} from '@/components/content-admin';
import { type Option, type ResourceDef, defineFields, defineResource } from '@/components/resource';
import { api } from '@/lib/api';
import type { Achievement, Demand, Expert, ExpertField } from '../api/discover';

/** Editor side of the discover area: g200301 experts, g200302 fields, g200401 demands and achievements. */
export const expertAdmin = contentApi<Expert>('expert');
export const fieldAdmin = contentApi<ExpertField>('expertField');
export const demandAdmin = contentApi<Demand>('demand');
export const achievementAdmin = contentApi<Achievement>('achievement');

export const EXPERT_SCREEN = screenPath('g200301');
export const DISCOVER_SCREEN = screenPath('g200401');

/** Field choices for the forms and filters (value = id as text). */
export const fieldOptionsQuery = queryOptions({
  queryKey: [fieldAdmin.key, 'options'] as readonly unknown[],
  queryFn: async ({ signal }): Promise<Option[]> =>
    (await api.get<ExpertField[]>('/public/expertField/list', undefined, { signal })).map((f) => ({
      value: String(f.id),
      label: f.name,
    })),
});

export const expertFields = defineFields([
  { name: 'name', labelKey: 'discoverAdmin.name', type: 'text', required: true },
  { name: 'fieldId', labelKey: 'discover.field', type: 'select', optionsQuery: fieldOptionsQuery },
  { name: 'title', labelKey: 'discover.expertTitle', type: 'text' },
  { name: 'organisation', labelKey: 'discoverAdmin.organisation', type: 'text' },
  { name: 'region', labelKey: 'discover.region', type: 'dictTree', dict: 'area' },
  { name: 'photo', labelKey: 'discoverAdmin.photo', type: 'text', render: () => <SingleImageField /> },
  { name: 'bio', labelKey: 'discover.bio', type: 'textarea' },
  { name: 'achievements', labelKey: 'discover.expertAchievements', type: 'textarea' },
]);

export const demandFields = defineFields([
  { name: 'title', labelKey: 'discoverAdmin.title', type: 'text', required: true },
  { name: 'fieldId', labelKey: 'discover.field', type: 'select', optionsQuery: fieldOptionsQuery },
  { name: 'publisher', labelKey: 'discover.publisher', type: 'text', required: true },
  { name: 'region', labelKey: 'discover.region', type: 'dictTree', dict: 'area' },
  { name: 'budget', labelKey: 'discoverAdmin.budget', type: 'number', helpKey: 'discoverAdmin.amountHelp' },
  { name: 'deadline', labelKey: 'discover.deadline', type: 'date' },
  { name: 'progress', labelKey: 'discover.progress', type: 'dict', dict: 'demand_progress', required: true },
  { name: 'contact', labelKey: 'discover.contact', type: 'text' },
  {
    name: 'description',
    labelKey: 'discoverAdmin.description',
    type: 'text',
    render: () => <RichTextField />,
  },
]);

export const achievementFields = defineFields([
  { name: 'title', labelKey: 'discoverAdmin.title', type: 'text', required: true },
  { name: 'fieldId', labelKey: 'discover.field', type: 'select', optionsQuery: fieldOptionsQuery },
  { name: 'owner', labelKey: 'discover.owner', type: 'text', required: true },
  {
    name: 'maturity',
    labelKey: 'discover.maturity',
    type: 'dict',
    dict: 'achievement_maturity',
    required: true,
  },
  {
    name: 'transferMode',
    labelKey: 'discover.transferMode',
    type: 'dict',
    dict: 'transfer_mode',
    required: true,
  },
  { name: 'price', labelKey: 'discoverAdmin.price', type: 'number', helpKey: 'discoverAdmin.amountHelp' },
  { name: 'contact', labelKey: 'discover.contact', type: 'text' },
  {
    name: 'description',
    labelKey: 'discoverAdmin.description',
    type: 'text',
    render: () => <RichTextField />,
  },
]);

type Paged = { id: number; status: string };

/** Add goes to the screen's add page; view and edit to add/{id}/{type}. */
function pageActions<R extends Paged>(
  navigate: NavigateFunction,
  base: string,
  perm: TContentPermPrefix,
  query = '',
) {
  return {
    toolbar: [
      {
        key: 'add',
        labelKey: 'contentAdmin.add',
        perms: [contentPermission(perm, 'add')],
        icon: <PlusOutlined />,
        type: 'primary' as const,
        run: () => navigate(`${base}/add${query}`),
      },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [contentPermission(perm, 'list')],
        icon: <EyeOutlined />,
        run: (r: R) => navigate(`${base}/add/${r.id}/view${query}`),
      },
      {
        key: 'edit',
        labelKey: 'resource.edit',
        perms: [contentPermission(perm, 'edit')],
        icon: <EditOutlined />,
        run: (r: R) => navigate(`${base}/add/${r.id}/edit${query}`),
      },
    ],
  };
}

const fieldFilter = {
  key: 'fieldId',
  type: 'select' as const,
  labelKey: 'discover.field',
  optionsQuery: fieldOptionsQuery,
};

export function expertResource(navigate: NavigateFunction): ResourceDef<Expert> {
  const pages = pageActions<Expert>(navigate, EXPERT_SCREEN, CONTENT_PERMS.expert);
  return defineResource<Expert>({
    id: expertAdmin.key,
    rowKey: (e) => e.id,
    fetchPage: expertAdmin.list,
    filters: [{ key: 'keyword', type: 'text', labelKey: 'discover.keyword' }, fieldFilter, statusFilter],
    columns: [
      { key: 'name', titleKey: 'discoverAdmin.name', hideable: false },
      { key: 'fieldName', titleKey: 'discover.field' },
      { key: 'title', titleKey: 'discover.expertTitle' },
      { key: 'organisation', titleKey: 'discoverAdmin.organisation' },
      { key: 'regionName', titleKey: 'discover.region' },
      statusColumn<Expert>(),
    ],
    toolbar: pages.toolbar,
    rowActions: [...pages.rowActions, ...publicationActions(expertAdmin, CONTENT_PERMS.expert)],
  });
}

export function demandResource(navigate: NavigateFunction): ResourceDef<Demand> {
  const pages = pageActions<Demand>(navigate, DISCOVER_SCREEN, CONTENT_PERMS.demand, '?kind=demand');
  return defineResource<Demand>({
    id: demandAdmin.key,
    rowKey: (d) => d.id,
    fetchPage: demandAdmin.list,
    filters: [
      { key: 'keyword', type: 'text', labelKey: 'discover.keyword' },
      fieldFilter,
      { key: 'progress', type: 'dict', dict: 'demand_progress', labelKey: 'discover.progress' },
      statusFilter,
    ],
    columns: [
      { key: 'title', titleKey: 'discoverAdmin.title', hideable: false, ellipsis: true, width: 260 },
      { key: 'fieldName', titleKey: 'discover.field' },
      { key: 'publisher', titleKey: 'discover.publisher' },
      { key: 'budget', titleKey: 'discoverAdmin.budget', type: 'number' },
      { key: 'deadline', titleKey: 'discover.deadline', type: 'date' },
      { key: 'progress', titleKey: 'discover.progress', type: 'dict', dict: 'demand_progress' },
      statusColumn<Demand>(),
    ],
    toolbar: pages.toolbar,
    rowActions: [...pages.rowActions, ...publicationActions(demandAdmin, CONTENT_PERMS.demand)],
  });
}

export function achievementResource(navigate: NavigateFunction): ResourceDef<Achievement> {
  const pages = pageActions<Achievement>(
    navigate,
    DISCOVER_SCREEN,
    CONTENT_PERMS.achievement,
    '?kind=achievement',
  );
  return defineResource<Achievement>({
    id: achievementAdmin.key,
    rowKey: (a) => a.id,
    fetchPage: achievementAdmin.list,
    filters: [
      { key: 'keyword', type: 'text', labelKey: 'discover.keyword' },
      fieldFilter,
      { key: 'maturity', type: 'dict', dict: 'achievement_maturity', labelKey: 'discover.maturity' },
      statusFilter,
    ],
    columns: [
      { key: 'title', titleKey: 'discoverAdmin.title', hideable: false, ellipsis: true, width: 260 },
      { key: 'fieldName', titleKey: 'discover.field' },
      { key: 'owner', titleKey: 'discover.owner' },
      { key: 'maturity', titleKey: 'discover.maturity', type: 'dict', dict: 'achievement_maturity' },
      { key: 'transferMode', titleKey: 'discover.transferMode', type: 'dict', dict: 'transfer_mode' },
      { key: 'price', titleKey: 'discoverAdmin.price', type: 'number' },
      statusColumn<Achievement>(),
    ],
    toolbar: pages.toolbar,
    rowActions: [...pages.rowActions, ...publicationActions(achievementAdmin, CONTENT_PERMS.achievement)],
  });
}
