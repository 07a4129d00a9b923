import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { ComparisonRow } from '../lib/comparison';
import styles from './policy.module.css';

type Column = { id: number; title: string };

type Props = {
  columns: Column[];
  rows: ComparisonRow[];
  onRemove: (id: number) => void;
};

/**
 * Policies side by side: one column per policy, one row per fact or dimension; rows where the
 * policies differ are highlighted and say so in words (colour is not the only signal).
 */
export const ComparisonTable = forwardRef<HTMLDivElement, Props>(function ComparisonTable(
  { columns, rows, onRemove },
  ref,
) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.scroll}
      ref={ref}
      tabIndex={0}
      role="region"
      aria-label={t('policy.compare.tableLabel')}
    >
      <table className={styles.table} data-testid="comparison-table">
        <caption className="visually-hidden">{t('policy.compare.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('policy.compare.dimension')}</th>
            {columns.map((c) => (
              <th scope="col" key={c.id} className={styles.columnTitle}>
                <Link to={`/policyDetail?id=${c.id}`}>{c.title}</Link>
                <button
                  type="button"
                  className={`ui-button ${styles.removeButton} ${styles.noPrint}`}
                  onClick={() => onRemove(c.id)}
                  aria-label={t('policy.compare.removeNamed', { title: c.title })}
                >
                  {t('policy.compare.removeColumn')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.differs ? styles.differs : undefined} data-differs={r.differs}>
              <th scope="row">
                {r.label}
                {r.differs && <span className={styles.diffMark}>{t('policy.compare.differs')}</span>}
              </th>
              {r.cells.map((cell, i) => (
                <td key={columns[i]?.id ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
