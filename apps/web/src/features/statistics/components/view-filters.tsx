import { DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@/lib/i18n';
import { STATISTICS_PERMS, STAT_PERIOD_KINDS, type TStatPeriodKind } from '@rcwb/shared';
import { AreaPicker } from '@/features/accounts';
import { ExportButton, useCan } from '@/components/resource';
import { DictSelect } from '@/components/resource/dict-select';
import { STATISTICS_EXPORT_URL, type StatView, viewParams } from '../api/statistics';

const PICKER: Record<Exclude<TStatPeriodKind, 'custom'>, 'date' | 'week' | 'month' | 'year'> = {
  day: 'date',
  week: 'week',
  month: 'month',
  year: 'year',
};
const DAY = 'YYYY-MM-DD';

/** The place filter from one picked area: a city code narrows to the city, any other to itself. */
export function placeOf(code: string | null): Pick<StatView, 'city' | 'district'> {
  if (!code || /^\d{2}0000$/.test(code)) return {};
  return /^\d{4}00$/.test(code) ? { city: code } : { district: code };
}

type ViewFiltersProps = { view: StatView; onChange: (view: StatView) => void };

/** Period kind and its day (or a custom range), place and industry, and the export of the view. */
export function ViewFilters({ view, onChange }: ViewFiltersProps) {
  const { t } = useTranslation();
  const can = useCan();
  const set = (patch: Partial<StatView>) => onChange({ ...view, ...patch });
  const at = dayjs(view.from);
  return (
    <Form layout="vertical" aria-label={t('statisticsUi.filters')} data-testid="stat-filters">
      <Space wrap align="end" size="middle">
        <Form.Item label={t('statisticsUi.period')} htmlFor="stat-period" style={{ marginBottom: 0 }}>
          <Select
            id="stat-period"
            style={{ width: 140 }}
            value={view.period}
            data-testid="stat-period"
            onChange={(period: TStatPeriodKind) =>
              set({ period, to: period === 'custom' ? (view.to ?? view.from) : undefined })
            }
            options={STAT_PERIOD_KINDS.map((k) => ({ value: k, label: t(`statisticsUi.period.${k}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('statisticsUi.date')} htmlFor="stat-date" style={{ marginBottom: 0 }}>
          {view.period === 'custom' ? (
            <DatePicker.RangePicker
              id="stat-date"
              allowClear={false}
              value={[at, dayjs(view.to ?? view.from)]}
              onChange={(range) => {
                const [from, to] = (range ?? []) as (Dayjs | null)[];
                if (from && to) set({ from: from.format(DAY), to: to.format(DAY) });
              }}
            />
          ) : (
            <DatePicker
              id="stat-date"
              picker={PICKER[view.period]}
              allowClear={false}
              value={at}
              data-testid="stat-date"
              onChange={(d: Dayjs | null) => d && set({ from: d.format(DAY) })}
            />
          )}
        </Form.Item>
        <Form.Item label={t('statisticsUi.place')} htmlFor="stat-place" style={{ marginBottom: 0 }}>
          <div style={{ width: 240, maxWidth: '100%' }}>
            <AreaPicker
              id="stat-place"
              value={view.district ?? view.city ?? null}
              onChange={(code) =>
                onChange({ ...view, city: undefined, district: undefined, ...placeOf(code) })
              }
            />
          </div>
        </Form.Item>
        <Form.Item label={t('statisticsUi.industry')} htmlFor="stat-industry" style={{ marginBottom: 0 }}>
          <div style={{ width: 220, maxWidth: '100%' }}>
            <DictSelect
              id="stat-industry"
              dict="industry"
              value={view.industry}
              onChange={(v) => set({ industry: typeof v === 'string' ? v : undefined })}
            />
          </div>
        </Form.Item>
        {can([STATISTICS_PERMS.export]) ? (
          <ExportButton url={STATISTICS_EXPORT_URL} params={viewParams(view)} />
        ) : null}
      </Space>
    </Form>
  );
}
