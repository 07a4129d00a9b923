import { useMemo } from 'react';
import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { areaQuery } from '../api/area';
import { areaPathOf } from '../lib/area-path';

type AreaPickerProps = {
  id?: string;
  /** The chosen area's code (any level: province, city or district). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  'aria-label'?: string;
};

/**
 * Area picker over GET /web-auth/getAreaData: province → city → district, any level may be
 * chosen; the form keeps only the last code. Typing searches the labels.
 */
export function AreaPicker({ value, onChange, ...props }: AreaPickerProps) {
  const { i18n } = useTranslation();
  const { data, isPending } = useQuery(areaQuery(i18n.language));
  const nodes = useMemo(() => data ?? [], [data]);
  const path = useMemo(() => areaPathOf(nodes, value), [nodes, value]);
  return (
    <Cascader
      {...props}
      options={nodes}
      value={path}
      loading={isPending}
      changeOnSelect
      showSearch
      allowClear
      onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : null)}
      data-testid="area-picker"
    />
  );
}
