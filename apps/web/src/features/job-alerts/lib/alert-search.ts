import type { TFunction } from '@/lib/i18n';
import type { Labels } from '@/lib/jobs/use-labels';
import { type JobSearch, parseSearch, searchToParams } from '@/lib/jobs/search-state';
import type { AlertFilters } from '../api/job-alerts';

/** The part of a findJob search an alert saves: everything but the page being looked at. */
export function alertFiltersOf(search: JobSearch): AlertFilters {
  const { page: _page, limit: _limit, ...filters } = search;
  return filters;
}

/**
 * findJob's URL for an alert's search. The saved filters go through the search's own URL
 * parsing, so a value the search no longer accepts is dropped rather than sent.
 */
export function alertSearchPath(filters: AlertFilters): string {
  const raw = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null) raw.set(key, String(value));
  const query = searchToParams(alertFiltersOf(parseSearch(raw))).toString();
  return query ? `/recruitment/findJob?${query}` : '/recruitment/findJob';
}

type TSummaryLabels = Pick<Labels, 'area' | 'category' | 'industry' | 'flat'>;

/**
 * An alert's search in words, for its row: the keyword in quotes, then each filter's label in
 * the order of findJob's filter panel. An empty search is "all postings".
 */
export function alertSummary(filters: AlertFilters, labels: TSummaryLabels, t: TFunction): string {
  const parts: string[] = [];
  if (filters.keyword) parts.push(`“${filters.keyword}”`);
  if (filters.area) parts.push(labels.area(filters.area));
  if (filters.category) parts.push(labels.category(filters.category));
  if (filters.industry) parts.push(labels.industry(filters.industry));
  if (filters.salary) parts.push(labels.flat('salary_band', filters.salary));
  if (filters.education) parts.push(labels.flat('education', filters.education));
  if (filters.experience) parts.push(labels.flat('experience', filters.experience));
  if (filters.jobType) parts.push(labels.flat('job_type', filters.jobType));
  if (filters.postedWithin)
    parts.push(t('jobs.filter.withinDays', { n: filters.postedWithin, count: Number(filters.postedWithin) }));
  return parts.length ? parts.join(' · ') : t('personJobs.alerts.allPostings');
}
