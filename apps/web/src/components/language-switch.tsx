import { LOCALES } from '@rcwb/shared';
import { currentLocale, setLocale, useTranslation } from '@/lib/i18n';
import styles from './language-switch.module.css';

/** One toggle button per language; the pressed one is current. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLocale();
  return (
    <div className={styles.group} role="group" aria-label={t('common.language')} data-lang={i18n.language}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.option}
          aria-pressed={locale === active}
          onClick={() => void setLocale(locale)}
        >
          {t(`locale.${locale}`)}
        </button>
      ))}
    </div>
  );
}
