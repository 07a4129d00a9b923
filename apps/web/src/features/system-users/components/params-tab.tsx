import { HistoryOutlined, UndoOutlined } from '@ant-design/icons';
import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import { type DialogRenderers, ResourceList, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import { PARAMS_KEY, type SystemParam, listParams, setParam } from '../api/system-admin';
import { ParamEditDialog, ParamHistoryDialog } from './param-dialogs';
import { paramValueText } from './param-value';

const paramResource = defineResource<SystemParam>({
  id: PARAMS_KEY,
  rowKey: (p) => p.key,
  fetchPage: listParams,
  columns: [
    { key: 'key', titleKey: 'params.name', hideable: false, render: (p) => i18n.t(`params.name.${p.key}`) },
    { key: 'value', titleKey: 'params.value', render: (p) => paramValueText(i18n.t, p.key, p.value) },
    {
      key: 'defaultValue',
      titleKey: 'params.defaultValue',
      render: (p) => paramValueText(i18n.t, p.key, p.defaultValue),
    },
    {
      key: 'range',
      titleKey: 'params.range',
      render: (p) =>
        p.min === undefined
          ? ''
          : `${paramValueText(i18n.t, p.key, p.min)} – ${paramValueText(i18n.t, p.key, p.max)}`,
    },
    { key: 'updatedBy', titleKey: 'params.updatedBy' },
    { key: 'updatedAt', titleKey: 'params.updatedAt', type: 'datetime' },
  ],
  rowActions: [
    { key: 'edit', labelKey: 'params.change', perms: [SYSTEM_ADMIN_PERMS.paramEdit], dialog: 'edit' },
    {
      key: 'reset',
      labelKey: 'params.reset',
      perms: [SYSTEM_ADMIN_PERMS.paramEdit],
      icon: <UndoOutlined />,
      hidden: (p) => !p.stored,
      confirm: (p, t) => t('params.resetConfirm', { name: t(`params.name.${p.key}`) }),
      run: (p) => setParam(p.key, null),
      successKey: 'resource.saved',
    },
    {
      key: 'history',
      labelKey: 'params.history',
      perms: [SYSTEM_ADMIN_PERMS.paramList],
      icon: <HistoryOutlined />,
      dialog: 'history',
    },
  ],
});

const dialogs: DialogRenderers<SystemParam> = {
  edit: ({ row, close, done }) => row && <ParamEditDialog param={row} onClose={close} onDone={done} />,
  history: ({ row, close }) => row && <ParamHistoryDialog param={row} onClose={close} />,
};

/** g300101, parameters tab: what may change while the portal runs, each within its range. */
export function ParamsTab() {
  return <ResourceList def={paramResource} dialogs={dialogs} />;
}
