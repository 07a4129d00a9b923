import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { kit } from '@/components/portal-kit';
import { policyListQuery } from '../api/policies';
import { COMPARE_MAX } from '../lib/comparison';
import styles from './policy.module.css';

/** Finds published policies by keyword and adds them to the comparison (up to four). */
export function ComparisonPicker({ chosen, onAdd }: { chosen: number[]; onAdd: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery(policyListQuery({ keyword, page: 1, limit: 10 }, i18n.language));
  const full = chosen.length >= COMPARE_MAX;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setKeyword(String(new FormData(e.currentTarget).get('keyword') ?? '').trim());
  };
  return (
    <section className={`${kit.panel} ${styles.picker} ${styles.noPrint}`} aria-labelledby="compare-picker">
      <h2 id="compare-picker" className={kit.sectionTitle}>
        {t('policy.compare.pick', { n: COMPARE_MAX })}
      </h2>
      <form role="search" className={styles.pickerForm} onSubmit={submit}>
        <label htmlFor="compare-keyword" className="visually-hidden">
          {t('policy.filter.keyword')}
        </label>
        <input
          id="compare-keyword"
          name="keyword"
          className="ui-input"
          placeholder={t('policy.filter.keywordHint')}
        />
        <button type="submit" className="ui-button primary">
          {t('portalKit.search')}
        </button>
      </form>
      <ul className={kit.plainList}>
        {(found.data?.rows ?? []).map((p) => {
          const added = chosen.includes(p.id);
          return (
            <li key={p.id} className={kit.meta}>
              <span>{p.title}</span>
              <button
                type="button"
                className="ui-button"
                disabled={added || full}
                onClick={() => onAdd(p.id)}
                aria-label={t('policy.compare.addNamed', { title: p.title })}
              >
                {added ? t('policy.compare.added') : t('policy.compare.add')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
