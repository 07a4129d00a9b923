import { useTranslation } from '@/lib/i18n';
import type { FacetName, FacetValue, JobSearchResult } from '../api/jobs';
import type { Labels } from '@/lib/jobs/use-labels';
import type { FilterKey, JobSearch } from '@/lib/jobs/search-state';
import styles from './jobs.module.css';
import { numberFormat } from '@/lib/format/intl';

type Props = {
  search: JobSearch;
  facets: JobSearchResult['facets'] | undefined;
  /** Counts are estimates (very broad searches): shown as "about". */
  approximate: boolean;
  labels: Labels;
  onChange: (change: Partial<JobSearch>) => void;
};

const DIMENSIONS: { key: FilterKey; facet: FacetName; titleKey: string }[] = [
  { key: 'area', facet: 'area', titleKey: 'jobs.filter.area' },
  { key: 'category', facet: 'category', titleKey: 'jobs.filter.category' },
  { key: 'industry', facet: 'industry', titleKey: 'jobs.filter.industry' },
  { key: 'salary', facet: 'salary', titleKey: 'jobs.filter.salary' },
  { key: 'education', facet: 'education', titleKey: 'jobs.filter.education' },
  { key: 'experience', facet: 'experience', titleKey: 'jobs.filter.experience' },
  { key: 'jobType', facet: 'jobType', titleKey: 'jobs.filter.jobType' },
  { key: 'postedWithin', facet: 'postedWithin', titleKey: 'jobs.filter.postedWithin' },
];

/**
 * Every filter as a group of toggle chips with the number of matching postings next to each
 * value. Tree filters (area, category, industry) offer the level below the chosen node, so a
 * search narrows city → district; pressing a chosen value removes it.
 */
export function FacetPanel({ search, facets, approximate, labels, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  const label = (key: FilterKey, value: string) => {
    switch (key) {
      case 'area':
        return labels.area(value);
      case 'category':
        return labels.category(value);
      case 'industry':
        return labels.industry(value);
      case 'salary':
        return labels.flat('salary_band', value);
      case 'education':
        return labels.flat('education', value);
      case 'experience':
        return labels.flat('experience', value);
      case 'jobType':
        return labels.flat('job_type', value);
      case 'postedWithin':
        return t('jobs.filter.withinDays', { n: value, count: Number(value) });
    }
  };
  return (
    <aside className={styles.facets} aria-label={t('jobs.filter.title')}>
      {DIMENSIONS.map(({ key, facet, titleKey }) => {
        const chosen = search[key];
        const values: FacetValue[] = (facets?.[facet] ?? []).filter((v) => v.count > 0 && v.value !== chosen);
        if (!chosen && !values.length) return null;
        return (
          <fieldset key={key} className={styles.facet}>
            <legend>{t(titleKey)}</legend>
            <ul className={styles.facetList}>
              {chosen && (
                <li>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed="true"
                    title={t('jobs.filter.remove')}
                    onClick={() => onChange({ [key]: undefined })}
                  >
                    {label(key, chosen)} ×
                  </button>
                </li>
              )}
              {values.map((v) => (
                <li key={v.value}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed="false"
                    onClick={() => onChange({ [key]: v.value })}
                  >
                    {label(key, v.value)}
                    <span className={styles.count}>
                      {approximate && !v.exact
                        ? t('jobs.about', { n: format.format(v.count) })
                        : format.format(v.count)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </aside>
  );
}
