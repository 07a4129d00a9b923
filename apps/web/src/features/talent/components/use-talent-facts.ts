import { useTranslation } from '@/lib/i18n';
import { salaryText } from '@/lib/jobs/salary';
import { useLabels } from '@/lib/jobs/use-labels';
import type { TalentCard } from '../api/talent';

/**
 * The facts of a resume as short labelled texts, for the public cards, talentInfo and the back
 * office's list: gender, age, education, work years, intended jobs, places and salary. The
 * dictionaries are the job search's (use-labels), so a code reads the same on both searches.
 */
export function useTalentFacts() {
  const { t } = useTranslation();
  const labels = useLabels();
  return {
    labels,
    person: (c: TalentCard) =>
      [
        c.gender ? t(`talent.gender.${c.gender}`, { defaultValue: '' }) : '',
        c.age != null ? t('talent.age', { count: c.age }) : '',
        labels.flat('education', c.education),
        c.workYears === null
          ? ''
          : c.workYears === 0
            ? t('talent.workYears.none')
            : t('talent.workYears', { count: c.workYears }),
      ].filter(Boolean),
    intention: (c: TalentCard) => ({
      jobs: c.intention.categories.map((code) => labels.category(code)).join(', '),
      places: c.intention.areas.map((code) => labels.area(code)).join(', '),
      salary: salaryText(t, c.intention.salaryMin, c.intention.salaryMax),
    }),
  };
}
