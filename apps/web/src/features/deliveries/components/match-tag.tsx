import { Tag, Tooltip } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { TDeliveryMatch } from '@rcwb/shared';
import { reasonLines } from '@/features/recommend';
import { useLabels } from '@/lib/jobs/use-labels';

/**
 * A delivery's match with its posting as a percentage tag; the reasons (worded as the
 * recommendations word them) in its tooltip and, for screen readers, its label.
 */
export function MatchTag({ match }: { match: TDeliveryMatch | null | undefined }) {
  const { t } = useTranslation();
  const labels = useLabels();
  if (!match) return <span>{t('deliveriesUi.match.none')}</span>;
  const lines = reasonLines(match.reasons, labels, t, 'org');
  const tip = lines.length ? lines.join('\n') : t('deliveriesUi.match.noReasons');
  // Green from 70 %, blue from 40 %: the darker text shade keeps AA contrast on the preset.
  const tone =
    match.percent >= 70
      ? { color: 'green', text: '#237804' }
      : match.percent >= 40
        ? { color: 'blue', text: '#0050b3' }
        : { color: 'default', text: undefined };
  return (
    <Tooltip title={<div style={{ whiteSpace: 'pre-line' }}>{tip}</div>}>
      <Tag
        color={tone.color}
        style={tone.text ? { color: tone.text } : undefined}
        tabIndex={0}
        aria-label={`${t('deliveriesUi.col.match')} ${match.percent}% · ${tip}`}
        data-testid="match-tag"
      >
        {t('deliveriesUi.match.percent', { n: match.percent })}
      </Tag>
    </Tooltip>
  );
}
