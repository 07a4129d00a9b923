import '../i18n-scope';
import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { exportElementToPdf } from '@/components/pdf-export/export-pdf';
import { QueryState, kit } from '@/components/portal-kit';
import { type Comparison, comparisonQuery } from '../api/policies';
import { ComparisonPicker } from '../components/comparison-picker';
import { ComparisonTable } from '../components/comparison-table';
import styles from '../components/policy.module.css';
import { compareBasket, useCompareBasket } from '../lib/compare-basket';
import {
  COMPARE_MIN,
  type ComparisonRow,
  dimensionRows,
  factRow,
  parseCompareIds,
  visibleRows,
} from '../lib/comparison';
import { useDictOptions } from '@/components/portal-kit';

/** Rows of the comparison: the basic facts, then every staff-defined dimension. */
function useRows(data: Comparison | undefined): ComparisonRow[] {
  const { t, i18n } = useTranslation();
  const levels = useDictOptions('policy_level');
  const categories = useDictOptions('policy_category');
  return useMemo(() => {
    if (!data) return [];
    const label = (options: { value: string; label: string }[], v: string) =>
      options.find((o) => o.value === v)?.label ?? v;
    const ps = data.policies;
    return [
      factRow(
        'level',
        t('policy.level'),
        ps.map((p) => label(levels, p.level)),
      ),
      factRow(
        'region',
        t('policy.region'),
        ps.map((p) =>
          p.level === 'national' && !p.region ? t('policy.nationwide') : p.regionName || p.region,
        ),
      ),
      factRow(
        'category',
        t('policy.category'),
        ps.map((p) => label(categories, p.category)),
      ),
      factRow(
        'issuingBody',
        t('policy.issuingBody'),
        ps.map((p) => p.issuingBody),
      ),
      factRow(
        'issuedOn',
        t('policy.issuedOn'),
        ps.map((p) => p.issuedOn),
      ),
      ...dimensionRows(data.dimensions, ps, t, i18n.language),
    ];
  }, [data, t, i18n.language, levels, categories]);
}

/**
 * /policyComparison?ids=1,2: two to four published policies side by side. The ids live in the
 * URL so a comparison can be shared; differences are highlighted and can be shown alone; the
 * page prints and exports to PDF.
 */
export function PolicyComparisonPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ids = parseCompareIds(search.get('ids'));
  const basket = useCompareBasket();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  const ready = ids.length >= COMPARE_MIN;
  const query = useQuery({ ...comparisonQuery(ids, i18n.language), enabled: ready });
  const rows = useRows(query.data);
  const differing = rows.filter((r) => r.differs).length;
  const setIds = (next: number[]) => {
    // The selection follows the page, so going back to the list keeps what is compared.
    compareBasket.clear();
    next.forEach((id) => compareBasket.add(id));
    // Written by hand: URLSearchParams would encode the commas of the shareable address.
    navigate({ search: next.length ? `?ids=${next.join(',')}` : '' });
  };
  const exportPdf = () => {
    if (tableRef.current) void exportElementToPdf(tableRef.current, t('policy.compare.fileName'));
  };

  return (
    <div className={kit.page}>
      <header className={kit.pageHeader}>
        <h1 className={kit.title}>{t('policy.compare.title')}</h1>
        <p className={`${kit.lead} ${styles.noPrint}`}>
          {t('policy.compare.lead')} <Link to="/talentPolicy">{t('policy.backToList')}</Link>
        </p>
      </header>
      {!ready && basket.length >= COMPARE_MIN && (
        <p className={styles.noPrint}>
          <button type="button" className="ui-button primary" onClick={() => setIds(basket)}>
            {t('policy.compare.useSelection', { n: basket.length })}
          </button>
        </p>
      )}
      <ComparisonPicker chosen={ids} onAdd={(id) => setIds([...ids, id])} />
      {!ready ? (
        <p className={kit.empty}>{t('policy.compare.needMore', { n: COMPARE_MIN })}</p>
      ) : (
        <QueryState query={query}>
          {(data) => (
            <>
              {data.missing.length > 0 && (
                <p role="status" className="ui-alert warning">
                  {t('policy.compare.missing', { n: data.missing.length, count: data.missing.length })}
                </p>
              )}
              <div className={`${styles.toolbar} ${styles.noPrint}`}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={onlyDifferences}
                    onChange={(e) => setOnlyDifferences(e.target.checked)}
                    data-testid="only-differences"
                  />
                  {t('policy.compare.onlyDifferences')}
                </label>
                <span className={kit.muted}>
                  {t('policy.compare.differenceCount', { n: differing, count: differing })}
                </span>
                <button type="button" className="ui-button" onClick={() => window.print()}>
                  {t('policy.compare.print')}
                </button>
                <button type="button" className="ui-button" onClick={exportPdf} data-testid="export-pdf">
                  {t('policy.compare.pdf')}
                </button>
              </div>
              <ComparisonTable
                ref={tableRef}
                columns={data.policies.map((p) => ({ id: p.id, title: p.title }))}
                rows={visibleRows(rows, onlyDifferences)}
                onRemove={(id) => setIds(ids.filter((x) => x !== id))}
              />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
