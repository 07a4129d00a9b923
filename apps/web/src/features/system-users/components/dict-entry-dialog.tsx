import { useMemo } from 'react';
import { FormDialog, type FormMode, defineFields } from '@/components/resource';
import { type DictEntry, type DictEntryInput, addDictEntry, editDictEntry } from '../api/system-admin';

type Values = DictEntryInput & { value: string; parentValue?: string };

const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'];

const fields = defineFields([
  {
    name: 'value',
    labelKey: 'dicts.value',
    type: 'text',
    required: true,
    readOnlyIn: ['edit'],
    helpKey: 'dicts.valueHelp',
    rules: [{ pattern: /^[A-Za-z0-9_.-]{1,64}$/, message: 'systemAdmin.dict.valueInvalid' }],
  },
  { name: 'parentValue', labelKey: 'dicts.parentValue', type: 'text', readOnlyIn: ['edit'], modes: ['add'] },
  { name: 'labelZh', labelKey: 'dicts.labelZh', type: 'text', required: true, rules: [{ max: 100 }] },
  { name: 'labelEn', labelKey: 'dicts.labelEn', type: 'text', required: true, rules: [{ max: 100 }] },
  { name: 'sort', labelKey: 'dicts.sort', type: 'number', required: true },
  {
    name: 'listClass',
    labelKey: 'dicts.listClass',
    type: 'select',
    options: LIST_CLASSES.map((value) => ({ value, labelKey: `dicts.listClass.${value}` })),
  },
  { name: 'cssClass', labelKey: 'dicts.cssClass', type: 'text', rules: [{ max: 100 }] },
]);

/** Add an entry to the chosen dictionary (under the level being browsed), or edit one's labels and style. */
export function DictEntryDialog({
  mode,
  dictType,
  parentValue,
  entry,
  onClose,
  onDone,
}: {
  mode: FormMode;
  dictType: string;
  parentValue?: string;
  entry?: DictEntry;
  onClose: () => void;
  onDone: (successText: string) => void;
}) {
  const initialValues = useMemo<Partial<Values>>(
    () =>
      entry
        ? {
            value: entry.value,
            labelZh: entry.labelZh,
            labelEn: entry.labelEn,
            sort: entry.sort,
            listClass: entry.listClass || undefined,
            cssClass: entry.cssClass,
          }
        : { parentValue: parentValue ?? '', sort: 0 },
    [entry, parentValue],
  );
  const submit = ({ value, parentValue: parent, ...values }: Values) =>
    mode === 'edit' && entry
      ? editDictEntry(entry.id, values)
      : addDictEntry({ ...values, dictType, value, ...(parent ? { parentValue: parent } : {}) });
  return (
    <FormDialog<Values>
      open
      mode={mode}
      titleKey={mode === 'add' ? 'dicts.add' : 'dicts.edit'}
      fields={fields}
      initialValues={initialValues}
      submit={submit}
      onClose={onClose}
      onDone={onDone}
      width={520}
    />
  );
}
