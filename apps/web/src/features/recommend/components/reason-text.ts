import type { TFunction } from '@/lib/i18n';
import type { TRecommendReason } from '@rcwb/shared';
import type { Labels } from '@/lib/jobs/use-labels';
import { salaryText } from '@/lib/jobs/salary';

/** The intention part (what and where), worded together: "软件开发 · 福州". */
const INTENTION_CODES = new Set(['category', 'categoryGroup', 'area', 'city']);

/** The value of one reason in words, through the dictionaries. */
function valueText(reason: TRecommendReason, labels: Labels, t: TFunction): string {
  switch (reason.code) {
    case 'category':
    case 'categoryGroup':
      return labels.category(reason.value);
    case 'area':
    case 'city':
      return labels.area(reason.value);
    case 'education':
      return labels.flat('education', reason.value);
    case 'jobType':
      return labels.flat('job_type', reason.value);
    case 'salary': {
      const [min, max] = reason.value.split('-').map((v) => (v === '' ? null : Number(v)));
      return salaryText(t, min ?? null, max ?? null);
    }
    default:
      return reason.value;
  }
}

/**
 * The reasons of a match as lines of text: the intention first ("Matches your intention:
 * 软件开发 · 福州"), then each other reason with its value. `side` words them for the reader.
 */
export function reasonLines(
  reasons: TRecommendReason[],
  labels: Labels,
  t: TFunction,
  side: 'person' | 'org' = 'person',
): string[] {
  const intention = reasons.filter((r) => INTENTION_CODES.has(r.code)).map((r) => valueText(r, labels, t));
  const lines = intention.length
    ? [t(`recommendUi.reason.intention.${side}`, { value: intention.join(' · ') })]
    : [];
  for (const r of reasons) {
    if (INTENTION_CODES.has(r.code)) continue;
    // A number of days ("fresh") picks its plural form; other values are words.
    const count = r.code === 'fresh' ? Number(r.value) : undefined;
    lines.push(t(`recommendUi.reason.${r.code}`, { value: valueText(r, labels, t), count }));
  }
  return lines;
}
