import '../i18n-scope';
import { useTranslation } from '@/lib/i18n';
import { DictText, useDictOptions, useUrlList } from '@/components/portal-kit';
import type { Demand } from '../api/discover';
import { DemandCard } from '../components/discover-cards';
import { DiscoverDetail } from '../components/discover-detail';
import { DiscoverList } from '../components/discover-list';
import { formatWan } from '../components/money';
import { useFieldOptions } from '../components/use-field-options';

const KEYS = ['keyword', 'fieldId', 'progress'] as const;

/** /discover/bdlistxq: published technology demands. */
export function DemandListPage() {
  const list = useUrlList(KEYS);
  const fields = useFieldOptions();
  const progress = useDictOptions('demand_progress');
  return (
    <DiscoverList<Demand>
      kind="demand"
      titleKey="discover.demands.title"
      leadKey="discover.demands.lead"
      list={list}
      fields={[
        {
          key: 'keyword',
          type: 'text',
          labelKey: 'discover.keyword',
          placeholderKey: 'discover.demands.keywordHint',
        },
        { key: 'fieldId', type: 'select', labelKey: 'discover.field', options: fields },
        { key: 'progress', type: 'select', labelKey: 'discover.progress', options: progress },
      ]}
      renderItem={(d) => <DemandCard demand={d} />}
    />
  );
}

/** /discover/particulars?id=: one technology demand. */
export function DemandDetailPage() {
  const { t, i18n } = useTranslation();
  return (
    <DiscoverDetail<Demand>
      kind="demand"
      backTo="/discover/bdlistxq"
      backKey="discover.demands.back"
      view={(d) => ({
        title: d.title,
        badges: [d.fieldName, <DictText key="p" type="demand_progress" value={d.progress} />].filter(Boolean),
        facts: [
          [t('discover.budget'), formatWan(d.budget, t, i18n.language)],
          [t('discover.deadline'), d.deadline],
          [t('discover.publisher'), d.publisher],
          [t('discover.region'), d.regionName],
          [t('discover.contact'), d.contact],
        ],
        body: d.description,
      })}
    />
  );
}
