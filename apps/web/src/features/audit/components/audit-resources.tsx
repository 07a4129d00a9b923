import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_KINDS,
  AUDIT_PERMS,
  PERSONAL_DATA_KINDS,
  type TPermission,
} from '@rcwb/shared';
import { Tag, Tooltip } from 'antd';
import { defineResource } from '@/components/resource';
import {
  LOGIN_EXPORT_URL,
  type LoginLog,
  OPERATION_EXPORT_URL,
  type OperationLog,
  type PersonalDataRead,
  listLoginLogs,
  listOperationLogs,
  listPersonalDataReads,
} from '../api/audit-logs';
import { ReadKinds } from './audit-labels';
import { LoginReason, ModuleName, OperationSentence } from './audit-labels';

const EXPORT: TPermission[] = [AUDIT_PERMS.export];
const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red', GET: 'default' };

/** g070112, first tab: the operation log. */
export const operationLogResource = defineResource<OperationLog>({
  id: 'audit-operations',
  rowKey: (r) => r.id,
  fetchPage: listOperationLogs,
  filters: [
    { key: 'username', type: 'text', labelKey: 'auditLog.username' },
    {
      key: 'actionKey',
      type: 'select',
      labelKey: 'auditLog.actionFilter',
      options: AUDIT_ACTIONS.map((a) => ({ value: a, labelKey: `audit.actionName.${a}` })),
    },
    {
      key: 'objectKind',
      type: 'select',
      labelKey: 'auditLog.objectKind',
      options: AUDIT_OBJECT_KINDS.map((k) => ({ value: k, labelKey: `audit.kind.${k}` })),
    },
    { key: 'module', type: 'text', labelKey: 'auditLog.module', placeholderKey: 'auditLog.moduleHint' },
    {
      key: 'method',
      type: 'select',
      labelKey: 'auditLog.method',
      options: [{ value: 'POST' }, { value: 'PUT' }, { value: 'DELETE' }, { value: 'GET' }],
    },
    {
      key: 'status',
      type: 'select',
      labelKey: 'auditLog.result',
      options: [
        { value: 'ok', labelKey: 'auditLog.ok' },
        { value: 'failed', labelKey: 'auditLog.failed' },
      ],
    },
    { key: 'time', type: 'dateRange', labelKey: 'auditLog.time', from: 'from', to: 'to' },
  ],
  columns: [
    { key: 'createdAt', titleKey: 'auditLog.time', type: 'datetime', hideable: false },
    { key: 'username', titleKey: 'auditLog.username' },
    { key: 'name', titleKey: 'auditLog.name' },
    {
      key: 'actionKey',
      titleKey: 'auditLog.sentence',
      hideable: false,
      render: (r) => <OperationSentence entry={r} route={r.action} />,
    },
    { key: 'module', titleKey: 'auditLog.module', render: (r) => <ModuleName module={r.module} /> },
    {
      key: 'method',
      titleKey: 'auditLog.method',
      render: (r) => <Tag color={METHOD_COLORS[r.method]}>{r.method}</Tag>,
    },
    // The raw route stays for the auditor, in the detail and as a column to show.
    { key: 'action', titleKey: 'auditLog.action', ellipsis: true, defaultHidden: true },
    { key: 'path', titleKey: 'auditLog.path', detailOnly: true },
    { key: 'result', titleKey: 'auditLog.result', type: 'dict', dict: 'oper_result' },
    { key: 'statusCode', titleKey: 'auditLog.code', type: 'number' },
    { key: 'durationMs', titleKey: 'auditLog.duration', type: 'number' },
    { key: 'ip', titleKey: 'auditLog.ip' },
    {
      key: 'userAgent',
      titleKey: 'auditLog.userAgent',
      defaultHidden: true,
      render: (r) => (
        <Tooltip title={r.userAgent}>
          <span>{r.userAgent.slice(0, 40)}</span>
        </Tooltip>
      ),
    },
  ],
  detail: { titleKey: 'auditLog.detail' },
  rowActions: [{ key: 'view', labelKey: 'resource.view', perms: [AUDIT_PERMS.list], dialog: 'detail' }],
  exportTo: { url: OPERATION_EXPORT_URL, perms: EXPORT },
});

/** g070112, second tab: the login log. */
export const loginLogResource = defineResource<LoginLog>({
  id: 'audit-logins',
  rowKey: (r) => r.id,
  fetchPage: listLoginLogs,
  filters: [
    { key: 'username', type: 'text', labelKey: 'auditLog.username' },
    { key: 'success', type: 'dict', dict: 'oper_result', labelKey: 'auditLog.result' },
    { key: 'ip', type: 'text', labelKey: 'auditLog.ip' },
    { key: 'time', type: 'dateRange', labelKey: 'auditLog.time', from: 'from', to: 'to' },
  ],
  columns: [
    { key: 'createdAt', titleKey: 'auditLog.time', type: 'datetime', hideable: false },
    { key: 'username', titleKey: 'auditLog.username' },
    { key: 'name', titleKey: 'auditLog.name' },
    { key: 'success', titleKey: 'auditLog.result', type: 'dict', dict: 'oper_result' },
    { key: 'reason', titleKey: 'auditLog.reason', render: (r) => <LoginReason reason={r.reason} /> },
    { key: 'ip', titleKey: 'auditLog.ip' },
    { key: 'userAgent', titleKey: 'auditLog.userAgent', ellipsis: true, defaultHidden: true },
  ],
  exportTo: { url: LOGIN_EXPORT_URL, perms: EXPORT },
});

/** g070112, third tab: who was shown whose personal data, through which screen. */
export const personalDataReadResource = defineResource<PersonalDataRead>({
  id: 'audit-reads',
  rowKey: (r) => r.id,
  fetchPage: listPersonalDataReads,
  filters: [
    { key: 'viewer', type: 'text', labelKey: 'auditLog.viewer' },
    { key: 'subject', type: 'text', labelKey: 'auditLog.subject' },
    {
      key: 'kind',
      type: 'select',
      labelKey: 'auditLog.kind',
      options: PERSONAL_DATA_KINDS.map((k) => ({ value: k, labelKey: `auditLog.kind.${k}` })),
    },
    { key: 'time', type: 'dateRange', labelKey: 'auditLog.time', from: 'from', to: 'to' },
  ],
  columns: [
    { key: 'createdAt', titleKey: 'auditLog.time', type: 'datetime', hideable: false },
    { key: 'viewer', titleKey: 'auditLog.viewer' },
    { key: 'subject', titleKey: 'auditLog.subject' },
    { key: 'kinds', titleKey: 'auditLog.kind', render: (r) => <ReadKinds kinds={r.kinds} /> },
    { key: 'objectType', titleKey: 'auditLog.object', render: (r) => `${r.objectType} ${r.objectId}` },
    { key: 'screen', titleKey: 'auditLog.screen', ellipsis: true },
    { key: 'route', titleKey: 'auditLog.action', defaultHidden: true },
    { key: 'ip', titleKey: 'auditLog.ip' },
  ],
});
