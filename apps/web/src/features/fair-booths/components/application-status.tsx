import { useTranslation } from '@/lib/i18n';
import { TONES, ToneTag, type TTagTone } from '@/components/tone-tag';
import type { BoothApplication } from '../api/fair-booths';

const STATUS_TONES: Record<BoothApplication['status'], TTagTone> = {
  pending: TONES.gold,
  approved: TONES.green,
  rejected: TONES.red,
  cancelled: TONES.plain,
};

/** An application's state; a no-show is said beside an approved one. */
export function ApplicationStatus({ app }: { app: Pick<BoothApplication, 'status' | 'noShow'> }) {
  const { t } = useTranslation();
  return (
    <span>
      <ToneTag tone={STATUS_TONES[app.status]}>{t(`fairBooths.status.${app.status}`)}</ToneTag>
      {app.noShow && <ToneTag tone={TONES.volcano}>{t('fairBoothsUi.noShow')}</ToneTag>}
    </span>
  );
}
