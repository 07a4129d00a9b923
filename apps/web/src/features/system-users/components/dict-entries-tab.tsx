import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ApartmentOutlined, PlusOutlined } from '@ant-design/icons';
import { SYSTEM_ADMIN_PERMS } from '@rcwb/shared';
import { type DialogRenderers, ResourceList, defineResource } from '@/components/resource';
import { i18n } from '@/lib/i18n';
import {
  DICT_ENTRIES_KEY,
  type DictEntry,
  dictTypeOptionsQuery,
  listDictEntries,
  setDictEntryEnabled,
} from '../api/system-admin';
import { DictEntryDialog } from './dict-entry-dialog';

/**
 * g300101, dictionaries tab: choose a dictionary, then its entries; a tree dictionary (areas,
 * industries, job categories) a level at a time ("Children" opens the next level) or by search
 * over the whole tree.
 */
export function DictEntriesTab() {
  const [search, setSearch] = useSearchParams();
  const dictType = search.get('dictType') ?? '';
  const parentValue = search.get('parentValue') ?? '';

  const def = useMemo(
    () =>
      defineResource<DictEntry>({
        id: DICT_ENTRIES_KEY,
        rowKey: (e) => e.id,
        fetchPage: listDictEntries,
        filters: [
          {
            key: 'dictType',
            type: 'select',
            labelKey: 'dicts.type',
            get optionsQuery() {
              return dictTypeOptionsQuery(i18n.language);
            },
          },
          {
            key: 'parentValue',
            type: 'text',
            labelKey: 'dicts.parentValue',
            placeholderKey: 'dicts.parentHint',
          },
          { key: 'keyword', type: 'text', labelKey: 'dicts.keyword', placeholderKey: 'dicts.keywordHint' },
        ],
        columns: [
          { key: 'value', titleKey: 'dicts.value', hideable: false },
          { key: 'labelZh', titleKey: 'dicts.labelZh' },
          { key: 'labelEn', titleKey: 'dicts.labelEn' },
          { key: 'sort', titleKey: 'dicts.sort', type: 'number' },
          { key: 'listClass', titleKey: 'dicts.listClass', defaultHidden: true },
          { key: 'cssClass', titleKey: 'dicts.cssClass', defaultHidden: true },
          { key: 'children', titleKey: 'dicts.children', type: 'number' },
          { key: 'enabled', titleKey: 'dicts.enabled', type: 'boolean' },
        ],
        toolbar: [
          {
            key: 'add',
            labelKey: 'dicts.add',
            perms: [SYSTEM_ADMIN_PERMS.dictEdit],
            icon: <PlusOutlined />,
            type: 'primary',
            dialog: 'add',
          },
        ],
        rowActions: [
          {
            key: 'children',
            labelKey: 'dicts.openChildren',
            perms: [SYSTEM_ADMIN_PERMS.dictList],
            icon: <ApartmentOutlined />,
            hidden: (e) => e.children === 0,
            run: (e) =>
              setSearch((current) => {
                const next = new URLSearchParams(current);
                next.set('parentValue', e.value);
                next.delete('keyword');
                next.delete('page');
                return next;
              }),
          },
          { key: 'edit', labelKey: 'resource.edit', perms: [SYSTEM_ADMIN_PERMS.dictEdit], dialog: 'edit' },
          {
            key: 'disable',
            labelKey: 'dicts.disable',
            perms: [SYSTEM_ADMIN_PERMS.dictEdit],
            danger: true,
            hidden: (e) => !e.enabled,
            confirm: (e, t) => t('dicts.disableConfirm', { name: e.labelZh }),
            run: (e) => setDictEntryEnabled(e.id, false),
            successKey: 'dicts.disabled',
          },
          {
            key: 'enable',
            labelKey: 'dicts.enable',
            perms: [SYSTEM_ADMIN_PERMS.dictEdit],
            hidden: (e) => e.enabled,
            run: (e) => setDictEntryEnabled(e.id, true),
            successKey: 'dicts.enabledDone',
          },
        ],
      }),
    [setSearch],
  );

  const dialogs: DialogRenderers<DictEntry> = {
    add: ({ close, done }) =>
      dictType ? (
        <DictEntryDialog
          mode="add"
          dictType={dictType}
          parentValue={parentValue}
          onClose={close}
          onDone={done}
        />
      ) : null,
    edit: ({ row, close, done }) =>
      row && (
        <DictEntryDialog mode="edit" dictType={row.dictType} entry={row} onClose={close} onDone={done} />
      ),
  };

  return <ResourceList def={def} dialogs={dialogs} />;
}
