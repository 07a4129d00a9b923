import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { Option, OptionsQuery } from './types';

const NO_QUERY = { queryKey: ['resource', 'no-options'] as const, queryFn: () => [] as Option[] };

/** Static or remote choices as antd select options, labels translated. */
export function useOptions(options: Option[] | undefined, optionsQuery: OptionsQuery | undefined) {
  const { t } = useTranslation();
  const remote = useQuery({ ...(optionsQuery ?? NO_QUERY), enabled: !!optionsQuery });
  const list = optionsQuery ? (remote.data ?? []) : (options ?? []);
  return {
    loading: !!optionsQuery && remote.isPending,
    options: list.map((o) => ({ value: o.value, label: o.label ?? (o.labelKey ? t(o.labelKey) : o.value) })),
  };
}
