import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Space } from 'antd';
import { MATERIAL_FILE_KINDS, type TMaterial } from '@rcwb/shared';
import { useTranslation } from '@/lib/i18n';

type Props = { value?: TMaterial[]; onChange?: (value: TMaterial[]) => void };

/**
 * The materials an applicant uploads, one row each: its name, whether it is required and the
 * kinds of file accepted. A form control (the form passes value and onChange).
 */
export function MaterialsInput({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<TMaterial>) =>
    onChange?.(value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  const kindOptions = MATERIAL_FILE_KINDS.map((k) => ({ value: k, label: t(`programs.fileKind.${k}`) }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((m, i) => (
        <Space key={i} wrap align="start">
          <Input
            aria-label={t('programs.material.name', { n: i + 1 })}
            value={m.name}
            maxLength={60}
            onChange={(e) => set(i, { name: e.target.value })}
            style={{ width: 200 }}
          />
          <Select
            aria-label={t('programs.material.kinds', { n: i + 1 })}
            mode="multiple"
            value={m.kinds}
            options={kindOptions}
            onChange={(kinds: TMaterial['kinds']) => set(i, { kinds })}
            style={{ minWidth: 180 }}
          />
          <Checkbox checked={m.required} onChange={(e) => set(i, { required: e.target.checked })}>
            {t('programs.material.required')}
          </Checkbox>
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('programs.material.remove', { name: m.name || i + 1 })}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...value, { name: '', required: true, kinds: ['pdf'] }])}
      >
        {t('programs.material.add')}
      </Button>
    </Space>
  );
}
