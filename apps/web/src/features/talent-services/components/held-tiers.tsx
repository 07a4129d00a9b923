import { Card, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { TONES, ToneTag } from '@/components/tone-tag';
import { TALENT_KEY, getHeldTiers, refName } from '../api/talent-services';

/**
 * The talent tiers a person holds today, each with its validity: on the personal centre and above
 * the recognition form.
 */
export function HeldTiersCard() {
  const { t, i18n } = useTranslation();
  const held = useQuery({ queryKey: [TALENT_KEY, 'held'], queryFn: ({ signal }) => getHeldTiers(signal) });
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('talentUi.held')}</h2>} data-testid="held-tiers">
      {held.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : held.data?.length ? (
        held.data.map((h) => (
          <div key={h.recognitionId}>
            <ToneTag tone={TONES.gold}>{refName(h.tier, i18n.language)}</ToneTag>
            <Typography.Text type="secondary">
              {t('talentUi.validity', { from: h.validFrom, until: h.validUntil })}
            </Typography.Text>
          </div>
        ))
      ) : (
        <Typography.Text type="secondary">{t('talentUi.heldNone')}</Typography.Text>
      )}
    </Card>
  );
}
