import { useMemo, useState } from 'react';
import { Cascader, Checkbox, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { PORTAL_REGION, inRegion } from '@rcwb/shared';
import { type DictTreeNode, dictTreeQuery } from '@/lib/dict/api/get-dict';

type Props = {
  id?: string;
  /** The chosen place's code (province, city or district). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
};

type TPlaceOption = {
  value: string;
  label: string;
  /** Both languages' names, the English without spaces too ("Gulou District", "gulou"). */
  search: string;
  children?: TPlaceOption[];
};

const namesByCode = (nodes: DictTreeNode[], into = new Map<string, string>()) => {
  for (const n of nodes) {
    into.set(n.value, n.label);
    if (n.children) namesByCode(n.children, into);
  }
  return into;
};

const toOptions = (nodes: DictTreeNode[], other: Map<string, string>): TPlaceOption[] =>
  nodes.map((n) => {
    const alt = other.get(n.value) ?? '';
    return {
      value: n.value,
      label: n.label,
      search: `${n.label} ${alt} ${alt.replace(/\s+/g, '')}`.toLowerCase(),
      ...(n.children ? { children: toOptions(n.children, other) } : {}),
    };
  });

const pathOf = (nodes: TPlaceOption[], code: string | null | undefined): string[] => {
  if (!code) return [];
  for (const n of nodes) {
    if (n.value === code) return [n.value];
    const below = pathOf(n.children ?? [], code);
    if (below.length) return [n.value, ...below];
  }
  return [];
};

/**
 * The posting's work place. The portal serves one region, so its tree is offered (the same
 * district name exists in several provinces); the rest of the country is one tick away. The field
 * shows the whole path once chosen, and typing finds a place by its Chinese or English (pinyin)
 * name, whichever language the screen is in.
 */
export function WorkPlacePicker({ value, onChange, disabled, ...props }: Props) {
  const { t, i18n } = useTranslation();
  const otherLanguage = i18n.language.startsWith('zh') ? 'en' : 'zh-CN';
  const shown = useQuery(dictTreeQuery('area', i18n.language));
  const other = useQuery(dictTreeQuery('area', otherLanguage));
  const [wide, setWide] = useState(false);
  const nationwide = wide || (!!value && !inRegion(value));
  const all = useMemo(
    () => toOptions(shown.data ?? [], namesByCode(other.data ?? [])),
    [shown.data, other.data],
  );
  const options = useMemo(
    () => (nationwide ? all : all.filter((p) => p.value === PORTAL_REGION)),
    [all, nationwide],
  );
  const regionName = all.find((p) => p.value === PORTAL_REGION)?.label ?? '';
  return (
    <Flex vertical gap={4}>
      <Cascader<TPlaceOption>
        {...props}
        disabled={disabled}
        options={options}
        value={pathOf(options, value)}
        loading={shown.isPending}
        changeOnSelect
        allowClear
        showSearch={{
          filter: (input, path) => {
            const q = input.trim().toLowerCase();
            return path.some((o) => o.search.includes(q));
          },
          limit: 50,
        }}
        onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : null)}
        data-testid="work-place-picker"
      />
      <Checkbox checked={nationwide} disabled={disabled} onChange={(e) => setWide(e.target.checked)}>
        {t('jobsAdmin.area.nationwide', { region: regionName })}
      </Checkbox>
    </Flex>
  );
}
