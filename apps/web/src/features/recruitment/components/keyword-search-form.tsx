import type { FormEvent } from 'react';
import styles from './jobs.module.css';

type Props = {
  /** Id of the input, for its label. */
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The keyword in the URL: the box follows history (back/forward) as well. */
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
};

/** The keyword box of a public search page (findJob, findTalent): antd-free, submitted as a form. */
export function KeywordSearchForm({ id, label, placeholder, submitLabel, keyword, onSearch }: Props) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof value === 'string' ? value.trim() || undefined : undefined);
  };
  return (
    <form role="search" className={styles.searchBar} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="ui-input"
        name="keyword"
        // Keyed by the URL's keyword, so the box follows history (back/forward) as well.
        key={keyword ?? ''}
        defaultValue={keyword ?? ''}
        maxLength={50}
        placeholder={placeholder}
      />
      <button type="submit" className="ui-button primary">
        {submitLabel}
      </button>
    </form>
  );
}
