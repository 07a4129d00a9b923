import '../i18n-scope';
import { useTranslation } from '@/lib/i18n';
import { DictText, useDictOptions, useUrlList } from '@/components/portal-kit';
import type { Achievement } from '../api/discover';
import { AchievementCard } from '../components/discover-cards';
import { DiscoverDetail } from '../components/discover-detail';
import { DiscoverList } from '../components/discover-list';
import { formatWan } from '../components/money';
import { useFieldOptions } from '../components/use-field-options';

const KEYS = ['keyword', 'fieldId', 'maturity', 'transferMode'] as const;

/** /discover/bdlistcg: published achievements ready for transfer. */
export function AchievementListPage() {
  const list = useUrlList(KEYS);
  const fields = useFieldOptions();
  const maturity = useDictOptions('achievement_maturity');
  const modes = useDictOptions('transfer_mode');
  return (
    <DiscoverList<Achievement>
      kind="achievement"
      titleKey="discover.achievements.title"
      leadKey="discover.achievements.lead"
      list={list}
      fields={[
        {
          key: 'keyword',
          type: 'text',
          labelKey: 'discover.keyword',
          placeholderKey: 'discover.achievements.keywordHint',
        },
        { key: 'fieldId', type: 'select', labelKey: 'discover.field', options: fields },
        { key: 'maturity', type: 'select', labelKey: 'discover.maturity', options: maturity },
        { key: 'transferMode', type: 'select', labelKey: 'discover.transferMode', options: modes },
      ]}
      renderItem={(a) => <AchievementCard achievement={a} />}
    />
  );
}

/** /discover/particularsc?id=: one achievement. */
export function AchievementDetailPage() {
  const { t, i18n } = useTranslation();
  return (
    <DiscoverDetail<Achievement>
      kind="achievement"
      backTo="/discover/bdlistcg"
      backKey="discover.achievements.back"
      view={(a) => ({
        title: a.title,
        badges: [a.fieldName, <DictText key="m" type="achievement_maturity" value={a.maturity} />].filter(
          Boolean,
        ),
        facts: [
          [t('discover.transferMode'), <DictText key="t" type="transfer_mode" value={a.transferMode} />],
          [t('discover.price'), formatWan(a.price, t, i18n.language)],
          [t('discover.owner'), a.owner],
          [t('discover.contact'), a.contact],
        ],
        body: a.description,
      })}
    />
  );
}
