import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { createSearchParams, useNavigate } from 'react-router';
import styles from './zone-home.module.css';

/** Hands the keyword to the job search screen (/recruitment/queryJob). */
export function JobSearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    const search = trimmed ? `?${createSearchParams({ keyword: trimmed }).toString()}` : '';
    void navigate(`/recruitment/queryJob${search}`);
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="job-search" className="visually-hidden">
        {t('recruitment.search.label')}
      </label>
      <input
        id="job-search"
        type="search"
        className="ui-input"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('recruitment.search.hint')}
        maxLength={100}
        enterKeyHint="search"
      />
      <button type="submit" className="ui-button primary large">
        {t('recruitment.search.submit')}
      </button>
    </form>
  );
}
