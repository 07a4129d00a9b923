import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './portal-kit.module.css';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

type Props = {
  /** How many filters are applied now (shown on the button: "Filters (2)"). */
  count: number;
  /** The filters themselves, shown inline on wide screens and in the sheet on phones. */
  children: ReactNode;
  /** Clears every filter. */
  onClear: () => void;
  /**
   * The id of a form among the children whose submit applies the filters: the sheet's "Apply"
   * submits it. Without one the filters apply as they change, and "Apply" shows the results.
   */
  form?: string;
};

/**
 * The filters of a public search page. On a phone they would push the results a screen or more
 * down, so they collapse behind a "Filters (n)" button that opens them in a sheet with a sticky
 * Apply / Clear bar, and the results come first. On wider screens the filters show in place.
 */
export function FilterSheet({ count, children, onClear, form }: Props) {
  const narrow = useNarrowScreen();
  if (!narrow) return <>{children}</>;
  return (
    <NarrowFilters count={count} onClear={onClear} form={form}>
      {children}
    </NarrowFilters>
  );
}

function NarrowFilters({ count, children, onClear, form }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const label = count > 0 ? t('portalKit.filtersCount', { n: count }) : t('portalKit.filters');
  return (
    <>
      <div className={styles.filterToggle}>
        <button
          type="button"
          className="ui-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="filters-open"
        >
          {label}
        </button>
      </div>
      <dialog
        ref={ref}
        className={styles.sheet}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        data-testid="filter-sheet"
      >
        <header className={styles.drawerHeader}>
          <h2 id={titleId}>{t('portalKit.filters')}</h2>
          <button
            type="button"
            className="ui-button"
            onClick={() => setOpen(false)}
            aria-label={t('portalKit.close')}
          >
            ×
          </button>
        </header>
        <div className={styles.sheetBody}>{open && children}</div>
        <footer className={styles.sheetBar}>
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              onClear();
              setOpen(false);
            }}
            data-testid="filters-clear"
          >
            {t('portalKit.clear')}
          </button>
          <button
            // With a form, a submit button tied to it applies what was chosen; the sheet closes
            // once the form has handled the submit.
            type={form ? 'submit' : 'button'}
            form={form}
            className="ui-button primary"
            onClick={() => setTimeout(() => setOpen(false))}
            data-testid="filters-apply"
          >
            {t('portalKit.apply')}
          </button>
        </footer>
      </dialog>
    </>
  );
}
