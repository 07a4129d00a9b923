import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { NavigateFunction } from 'react-router';
import { CONTENT_PERMS, contentPermission } from '@rcwb/shared';
import { publicationActions, statusColumn, statusFilter } from '@/components/content-admin';
import { defineResource } from '@/components/resource';
import type { PolicySummary } from '../api/policies';
import { POLICY_SCREEN, policyAdmin } from './policy-admin';

/** g200103: the policies of every status; add, edit and view are pages (add, add/{id}/{type}). */
export const policyResource = (navigate: NavigateFunction) =>
  defineResource<PolicySummary>({
    id: policyAdmin.key,
    rowKey: (p) => p.id,
    fetchPage: policyAdmin.list,
    filters: [
      { key: 'keyword', type: 'text', labelKey: 'policy.filter.keyword' },
      { key: 'level', type: 'dict', dict: 'policy_level', labelKey: 'policy.level' },
      { key: 'category', type: 'dict', dict: 'policy_category', labelKey: 'policy.category' },
      statusFilter,
    ],
    columns: [
      { key: 'title', titleKey: 'policyAdmin.title', hideable: false, ellipsis: true, width: 280 },
      { key: 'level', titleKey: 'policy.level', type: 'dict', dict: 'policy_level' },
      { key: 'regionName', titleKey: 'policy.region' },
      { key: 'category', titleKey: 'policy.category', type: 'dict', dict: 'policy_category' },
      { key: 'issuingBody', titleKey: 'policy.issuingBody' },
      { key: 'docNumber', titleKey: 'policy.docNumber', defaultHidden: true },
      { key: 'issuedOn', titleKey: 'policy.issuedOn', type: 'date' },
      statusColumn<PolicySummary>(),
      { key: 'publishedAt', titleKey: 'contentAdmin.publishedAt', type: 'datetime', defaultHidden: true },
    ],
    toolbar: [
      {
        key: 'add',
        labelKey: 'contentAdmin.add',
        perms: [contentPermission(CONTENT_PERMS.policy, 'add')],
        icon: <PlusOutlined />,
        type: 'primary',
        run: () => navigate(`${POLICY_SCREEN}/add`),
      },
    ],
    rowActions: [
      {
        key: 'view',
        labelKey: 'resource.view',
        perms: [contentPermission(CONTENT_PERMS.policy, 'list')],
        icon: <EyeOutlined />,
        run: (p) => navigate(`${POLICY_SCREEN}/add/${p.id}/view`),
      },
      {
        key: 'edit',
        labelKey: 'resource.edit',
        perms: [contentPermission(CONTENT_PERMS.policy, 'edit')],
        icon: <EditOutlined />,
        run: (p) => navigate(`${POLICY_SCREEN}/add/${p.id}/edit`),
      },
      ...publicationActions(policyAdmin, CONTENT_PERMS.policy),
    ],
  });
