import { Select, TreeSelect } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { useDict, useDictTree } from '@/lib/dict';
import type { DictTreeNode } from '@/lib/dict';
import type { Option, OptionsQuery } from './types';
import { useOptions } from './use-options';

type SelectProps = {
  id?: string;
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  placeholder?: string;
  multiple?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
};

/** Typing filters the choices by label: quicker with long lists, and usable from the keyboard. */
const SEARCH = { optionFilterProp: 'label' };

/** A select over a dictionary's entries. */
export function DictSelect({ dict, multiple, ...props }: SelectProps & { dict: string }) {
  const { entries, isPending } = useDict(dict);
  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={SEARCH}
      loading={isPending}
      options={entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }))}
    />
  );
}

/** A select over static or remote options. */
export function OptionSelect({
  options,
  optionsQuery,
  multiple,
  ...props
}: SelectProps & { options?: Option[]; optionsQuery?: OptionsQuery }) {
  const choices = useOptions(options, optionsQuery);
  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={SEARCH}
      loading={choices.loading}
      options={choices.options}
    />
  );
}

type TreeData = { value: string; title: string; children?: TreeData[] };

const toTree = (nodes: DictTreeNode[]): TreeData[] =>
  nodes.map((n) => ({
    value: n.value,
    title: n.label,
    ...(n.children ? { children: toTree(n.children) } : {}),
  }));

/** A tree select over a tree dictionary (area, industry, job category); searchable by label. */
export function DictTreeSelect({ dict, multiple, ...props }: SelectProps & { dict: string }) {
  const { t } = useTranslation();
  const { nodes, isPending } = useDictTree(dict);
  return (
    <TreeSelect
      {...props}
      multiple={multiple}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={isPending}
      notFoundContent={t('resource.empty')}
      treeData={toTree(nodes)}
      popupMatchSelectWidth={false}
    />
  );
}
