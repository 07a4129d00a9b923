import { type FormEvent, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FilterSheet } from './filter-sheet';
import styles from './portal-kit.module.css';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

export type FilterField =
  | { key: string; labelKey: string; type: 'text' | 'date'; placeholderKey?: string }
  | { key: string; labelKey: string; type: 'select'; options: { value: string; label: string }[] };

type Props = {
  fields: readonly FilterField[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
};

/**
 * The search form of a public list: native controls (no antd on public pages), applied on submit
 * or when a select changes; "reset" clears every filter. Keyed by the URL values by the caller,
 * so going back in history shows the filters of that entry. On a phone the form sits in the
 * filter sheet and applies with its "Apply" (a select applying at once would close the sheet).
 */
export function FilterBar({ fields, values, onApply }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const narrow = useNarrowScreen();
  const applied = fields.filter((f) => values[f.key]).length;
  const read = (form: HTMLFormElement) =>
    Object.fromEntries(fields.map((f) => [f.key, String(new FormData(form).get(f.key) ?? '')]));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(read(e.currentTarget));
  };
  return (
    <FilterSheet count={applied} onClear={() => onApply({})} form={`${id}-form`}>
      <form
        id={`${id}-form`}
        role="search"
        className={styles.filters}
        onSubmit={submit}
        data-testid="filter-bar"
      >
        {fields.map((f) => (
          <label key={f.key} className={styles.field} htmlFor={`${id}-${f.key}`}>
            <span className={styles.fieldLabel}>{t(f.labelKey)}</span>
            {f.type !== 'select' ? (
              <input
                id={`${id}-${f.key}`}
                name={f.key}
                type={f.type}
                className="ui-input"
                defaultValue={values[f.key] ?? ''}
                placeholder={f.placeholderKey ? t(f.placeholderKey) : undefined}
              />
            ) : (
              <select
                id={`${id}-${f.key}`}
                name={f.key}
                className="ui-select"
                defaultValue={values[f.key] ?? ''}
                onChange={(e) => !narrow && e.currentTarget.form && onApply(read(e.currentTarget.form))}
              >
                <option value="">{t('portalKit.all')}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </label>
        ))}
        {!narrow && (
          <div className={styles.filterActions}>
            <button type="submit" className="ui-button primary" data-testid="filter-search">
              {t('portalKit.search')}
            </button>
            <button type="button" className="ui-button" onClick={() => onApply({})}>
              {t('portalKit.reset')}
            </button>
          </div>
        )}
      </form>
    </FilterSheet>
  );
}
