import { Tag } from 'antd';
import { useTranslation } from '@/lib/i18n';
import type { TRecommendReason } from '@rcwb/shared';
import { useLabels } from '@/lib/jobs/use-labels';
import { reasonLines } from './reason-text';
import styles from './recommend.module.css';

/** Why a posting or resume was recommended, one tag per reason. */
export function MatchReasons({ reasons, side }: { reasons: TRecommendReason[]; side: 'person' | 'org' }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const lines = reasonLines(reasons, labels, t, side);
  if (!lines.length) return null;
  return (
    <ul className={styles.reasons} aria-label={t('recommendUi.reasons')}>
      {lines.map((line) => (
        <li key={line}>
          {/* The preset's text colour fails AA contrast on its background: a darker shade of it. */}
          <Tag color="geekblue" style={{ color: '#10239e' }}>
            {line}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
