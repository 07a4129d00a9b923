import { useMemo } from 'react';
import { Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { type ColumnDef, FormDialog, ResourceTable, defineFields } from '@/components/resource';
import { type ParamChange, type SystemParam, paramHistoryQuery, setParam } from '../api/system-admin';
import { paramValueText } from './param-value';

type Values = { value: boolean | number };

/** The new value, held to the parameter's range (the server checks it again). */
export function ParamEditDialog({
  param,
  onClose,
  onDone,
}: {
  param: SystemParam;
  onClose: () => void;
  onDone: (successText: string) => void;
}) {
  const { t } = useTranslation();
  const fields = useMemo(
    () =>
      defineFields([
        param.type === 'boolean'
          ? { name: 'value', labelKey: `params.name.${param.key}`, type: 'switch' }
          : {
              name: 'value',
              labelKey: `params.name.${param.key}`,
              type: 'number',
              required: true,
              helpKey: 'params.rangeHelp',
              rules: [
                { type: 'integer', min: param.min, max: param.max, message: 'systemAdmin.param.outOfRange' },
              ],
            },
      ]),
    [param],
  );
  return (
    <FormDialog<Values>
      open
      mode="edit"
      titleKey="params.changeFor"
      titleParams={{ name: t(`params.name.${param.key}`) }}
      fields={fields}
      initialValues={{ value: param.value }}
      submit={({ value }) => setParam(param.key, param.type === 'boolean' ? !!value : Number(value))}
      onClose={onClose}
      onDone={onDone}
      width={440}
    />
  );
}

/** Who changed the parameter, when, from what to what (the latest twenty). */
export function ParamHistoryDialog({ param, onClose }: { param: SystemParam; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery(paramHistoryQuery(param.key));
  const columns = useMemo<ColumnDef<ParamChange>[]>(
    () => [
      { key: 'changedAt', titleKey: 'params.changedAt', type: 'datetime' },
      { key: 'username', titleKey: 'params.updatedBy' },
      { key: 'oldValue', titleKey: 'params.oldValue', render: (c) => paramValueText(t, c.key, c.oldValue) },
      { key: 'newValue', titleKey: 'params.newValue', render: (c) => paramValueText(t, c.key, c.newValue) },
    ],
    [t],
  );
  return (
    <Modal
      open
      title={t('params.historyFor', { name: t(`params.name.${param.key}`) })}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      <ResourceTable<ParamChange>
        rows={history.data?.rows ?? []}
        loading={history.isPending}
        rowKey={(c) => c.id}
        columns={columns}
        hidden={new Set()}
        onAction={() => undefined}
      />
    </Modal>
  );
}
